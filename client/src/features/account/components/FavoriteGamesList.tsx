import Typography from '@mui/material/Typography';

import type { AccountFavorites } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { ProfileGameList, ProfileGameRow } from './ProfileGameRow.tsx';

/** The signed-in visitor's favorite games, newest first, each with the day it was added. */
export function FavoriteGamesList({ favorites }: { favorites: AccountFavorites['favorites'] }) {
  if (favorites.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No favorites yet. Use the heart on a game&apos;s page or card to keep it here.
      </Typography>
    );
  }
  return (
    <ProfileGameList label="Favorite games">
      {favorites.map(({ game, addedAt }) => (
        <ProfileGameRow key={game.id} game={game}>
          Added {formatDate(addedAt)}
        </ProfileGameRow>
      ))}
    </ProfileGameList>
  );
}
