import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { responsiveImage } from '../../../lib/images.ts';
import { gameUrl } from '../../game/urls.ts';
import type { FavoriteGame } from '../useFavoriteGame.ts';

/**
 * The theme's keyboard focus outline on a button of these lists: MUI's buttons otherwise show focus
 * only as a faint background.
 */
export const focusRing = { '&.Mui-focusVisible': { outline: '3px solid', outlineOffset: '2px' } } as const;

interface RowProps {
  game: FavoriteGame;
  /** The line under the title. */
  children: ReactNode;
  /** A button at the row's end (Remove star). */
  action?: ReactNode;
}

/** A game in one of the profile's lists: its cover, its title linking to its page, then `details`. */
export function ProfileGameRow({ game, children, action }: RowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {/* The title beside it names the game: the cover adds nothing for a screen reader. */}
      <Box
        component="img"
        {...responsiveImage(game.imageUrl, '96px', 320)}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        sx={{ flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      {/* On a phone the action goes under the text, so that the title keeps its width. */}
      <Box
        sx={{
          minWidth: 0,
          flexGrow: 1,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          columnGap: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Link
            component={RouterLink}
            to={gameUrl(game.slug)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {game.title}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {children}
          </Typography>
        </Box>
        {/* A text button's label lines up with the text above it. */}
        {action && <Box sx={{ flexShrink: 0, ml: { xs: -0.625, sm: 0 } }}>{action}</Box>}
      </Box>
    </Box>
  );
}

interface ListProps {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** The list around `ProfileGameRow`s. */
export function ProfileGameList({ label, children, ref }: ListProps) {
  return (
    <Box component="ul" ref={ref} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
