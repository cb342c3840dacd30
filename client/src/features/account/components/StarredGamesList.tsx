import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { AccountFavorites } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRemoveStar } from '../useRemoveStar.ts';
import { PagedProfileList } from './PagedProfileList.tsx';
import { ProfileGameRow } from './ProfileGameRow.tsx';

type Favorite = AccountFavorites['favorites'][number];

function RemoveStarButton({ game }: { game: Favorite['game'] }) {
  const { removing, remove } = useRemoveStar(game.id);
  return (
    <Button
      variant="text"
      size="small"
      color="inherit"
      aria-label={`Remove star from ${game.title}`}
      disabled={removing}
      onClick={() => void remove()}
    >
      Remove star
    </Button>
  );
}

/**
 * The games the signed-in visitor starred (their favorites: star and favorite are one action), newest
 * first, each with the day and a way to withdraw the star.
 */
export function StarredGamesList({ favorites }: { favorites: AccountFavorites['favorites'] }) {
  if (favorites.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No starred games yet. Star a game on its page or card to keep it here.
      </Typography>
    );
  }
  return (
    <PagedProfileList label="Starred games" items={favorites}>
      {({ game, addedAt }) => (
        <ProfileGameRow key={game.id} game={game} action={<RemoveStarButton game={game} />}>
          Starred {formatDate(addedAt)}
        </ProfileGameRow>
      )}
    </PagedProfileList>
  );
}
