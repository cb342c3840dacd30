import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';

import type { FavoriteGame } from '../useFavoriteGame.ts';
import { useFavoriteGame } from '../useFavoriteGame.ts';

export interface FavoriteToggleProps {
  game: FavoriteGame;
  /** Small on game cards, medium on the game page's cover. */
  size: 'small' | 'medium';
}

/** The signed-in visitor's Favorite toggle, on a game's cover: a heart, pressed while it is a favorite. */
export default function FavoriteToggle({ game, size }: FavoriteToggleProps) {
  const { known, favorited, toggle } = useFavoriteGame(game);
  // A toggle's name stays the same while `aria-pressed` says its state; the tooltip names the action.
  return (
    <IconButton
      aria-label={`Favorite ${game.title}`}
      title={favorited ? 'Remove from favorites' : 'Add to favorites'}
      aria-pressed={favorited}
      disabled={!known}
      onClick={() => void toggle()}
      size={size}
      sx={{
        // On a cover image: a disc of the page's own background keeps the heart readable.
        bgcolor: 'background.paper',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
        color: favorited ? 'error.main' : 'text.primary',
      }}
    >
      {favorited ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
