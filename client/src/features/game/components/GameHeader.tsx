import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Badge, BadgeLink } from '../../../components/badges/Badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { GameDetails } from '../gamePageMeta.ts';
import type { GameBadge } from '../lib/badges.ts';
import { GameBadges } from './GameBadges.tsx';
import { RatingSummary } from './RatingSummary.tsx';

interface Props {
  game: GameDetails;
  badges: readonly GameBadge[];
  actions: ReactNode;
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {value}
      </Box>
    </Typography>
  );
}

/** Title, badges, who made it and when, its genres (links) and tags, then the page's actions. */
export function GameHeader({ game, badges, actions }: Props) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {game.title}
        </Typography>
        <GameBadges badges={badges} />
      </Stack>
      <RatingSummary rating={game.rating} totalRatings={game.totalRatings} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Fact label="Developer" value={game.developer} />
        <Fact label="Publisher" value={game.publisher} />
        <Fact label="Released" value={game.releaseDate ? formatDate(game.releaseDate) : ''} />
      </Stack>
      {game.genres.length > 0 && (
        <Stack
          component="ul"
          aria-label="Genres"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {game.genres.map((genre) => (
            <li key={genre.value}>
              <BadgeLink label={genre.label} to={`/genre/${genre.value}`} />
            </li>
          ))}
        </Stack>
      )}
      {game.tags.length > 0 && (
        <Stack
          component="ul"
          aria-label="Tags"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {game.tags.map((tag) => (
            <li key={tag.value}>
              <Badge label={tag.label} />
            </li>
          ))}
        </Stack>
      )}
      {actions}
    </Box>
  );
}
