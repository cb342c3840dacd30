import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { HomePage } from '../../../../graphql/__generated__/operations.ts';
import { formatCount } from '../../../../lib/format.ts';
import { gameUrl } from '../../../game/urls.ts';
import { RatingFigure } from '../RatingFigure.tsx';

type Home = HomePage['home'];

interface HighlightEntry {
  id: string;
  slug: string;
  title: string;
  figure: ReactNode;
}

function HighlightList({ title, entries }: { title: string; entries: readonly HighlightEntry[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry, index) => (
          // A narrow box puts the figure under the title rather than break the title inside a word.
          <Box
            component="li"
            key={entry.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.25 }}
          >
            <Typography
              aria-hidden
              sx={{ fontWeight: 800, color: 'primary.main', width: 24, flexShrink: 0, textAlign: 'center' }}
            >
              {index + 1}
            </Typography>
            <Link
              component={RouterLink}
              to={gameUrl(entry.slug)}
              sx={{ fontWeight: 650, flex: '1 1 8rem', minWidth: 0, overflowWrap: 'break-word' }}
            >
              {entry.title}
            </Link>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                flexShrink: 0,
                ml: 'auto',
              }}
            >
              {entry.figure}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

const iconSx = { fontSize: 16 } as const;

/**
 * SPEC 2.7: three top-3 lists, each showing the figure it is ranked by (the server's counts; Top
 * Rated is ranked by the weighted rating and shows the mean with its number of ratings).
 */
export function CommunityHighlights({ home }: { home: Home }) {
  const lists = [
    {
      title: 'Most Viewed',
      entries: home.mostViewed.map((game) => ({
        ...game,
        figure: (
          <>
            <VisibilityIcon sx={iconSx} aria-hidden /> {formatCount(game.views)} views
          </>
        ),
      })),
    },
    {
      title: 'Top Rated',
      entries: home.topRated.map((game) => ({
        ...game,
        figure: <RatingFigure rating={game.rating} totalRatings={game.totalRatings} />,
      })),
    },
    {
      title: 'Most Popular',
      entries: home.mostPopular.map((game) => ({
        ...game,
        figure: (
          <>
            <DownloadIcon sx={iconSx} aria-hidden /> {formatCount(game.downloads)} downloads
          </>
        ),
      })),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {lists.map((list) => (
        <HighlightList key={list.title} title={list.title} entries={list.entries} />
      ))}
    </Box>
  );
}
