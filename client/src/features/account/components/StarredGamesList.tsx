import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';

import type { AccountFavorites } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRemoveStar } from '../useRemoveStar.ts';
import { PagedProfileList } from './PagedProfileList.tsx';
import { focusRing, ProfileGameRow } from './ProfileGameRow.tsx';

type Favorite = AccountFavorites['favorites'][number];

interface ButtonProps {
  game: Favorite['game'];
  /** Called before the star is withdrawn, and again with false when that failed. */
  onRemoving: (removing: boolean) => void;
}

function RemoveStarButton({ game, onRemoving }: ButtonProps) {
  const { removing, remove } = useRemoveStar(game.id);
  const click = async () => {
    onRemoving(true);
    if (!(await remove())) onRemoving(false);
  };
  return (
    <Button
      variant="text"
      size="small"
      color="inherit"
      aria-label={`Remove star from ${game.title}`}
      data-remove-star
      disabled={removing}
      onClick={() => void click()}
      sx={focusRing}
    >
      Remove star
    </Button>
  );
}

/**
 * The games the signed-in visitor starred (their favorites: star and favorite are one action), newest
 * first, each with the day and a way to withdraw the star. When a row goes, focus moves to the next
 * row's Remove star (or the last one's, or the empty list's text), not to the top of the page.
 */
export function StarredGamesList({ favorites }: { favorites: AccountFavorites['favorites'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const removedRow = useRef<number | null>(null);
  const shownLength = useRef(favorites.length);

  useLayoutEffect(() => {
    const row = removedRow.current;
    const shrank = favorites.length < shownLength.current;
    shownLength.current = favorites.length;
    if (row === null || !shrank) return;
    removedRow.current = null;
    const targets = ref.current?.querySelectorAll<HTMLElement>('[data-remove-star], [data-starred-empty]');
    targets?.[Math.min(row, targets.length - 1)]?.focus();
  }, [favorites]);

  const content =
    favorites.length === 0 ? (
      <Typography data-starred-empty tabIndex={-1} sx={{ color: 'text.secondary', outline: 'none' }}>
        No starred games yet. Star a game on its page or card to keep it here.
      </Typography>
    ) : (
      <PagedProfileList label="Starred games" items={favorites}>
        {(favorite) => (
          <ProfileGameRow
            key={favorite.game.id}
            game={favorite.game}
            action={
              <RemoveStarButton
                game={favorite.game}
                onRemoving={(removing) => {
                  removedRow.current = removing ? favorites.indexOf(favorite) : null;
                }}
              />
            }
          >
            Starred {formatDate(favorite.addedAt)}
          </ProfileGameRow>
        )}
      </PagedProfileList>
    );
  return <Box ref={ref}>{content}</Box>;
}
