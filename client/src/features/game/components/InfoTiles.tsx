import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { GameDetails } from '../gamePageMeta.ts';
import { pegiAge, pegiColors, pegiLevel } from '../lib/pegi.ts';

const notSet = '—';

type Span = { xs?: string; sm?: string };

function Tile({ label, span, children }: { label: string; span: Span; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0, gridColumn: span }}
    >
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 650, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Paper>
  );
}

function PegiRating({ ageRating }: { ageRating: string }) {
  const level = pegiLevel(ageRating);
  if (!ageRating) return <>{notSet}</>;
  if (!level) return <>{ageRating}</>;
  const colors = pegiColors[level];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        borderRadius: 1,
        bgcolor: colors.background,
        color: colors.text,
        fontWeight: 800,
      }}
    >
      PEGI {pegiAge(ageRating)}
    </Box>
  );
}

const third: Span = { sm: 'span 2' };
const half: Span = { sm: 'span 3' };
const wideHalf: Span = { xs: 'span 2', sm: 'span 3' };

/** The names the API gives the values (the REST service's options, else the shared catalogue's). */
const names = (values: readonly { label: string }[]) =>
  values.length > 0 ? values.map((item) => item.label).join(', ') : notSet;

/** Category, Status, PEGI Rating, Platform and Language. */
export function InfoTiles({ game }: { game: GameDetails }) {
  const { technicalDetails: details } = game;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        // Three short facts in the first row, the two lists (platforms, languages) in the second.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      <Tile label="Category" span={third}>
        {game.category || notSet}
      </Tile>
      <Tile label="Status" span={third}>
        {game.status === 'active' ? 'Active' : 'Inactive'}
      </Tile>
      <Tile label="PEGI Rating" span={third}>
        <PegiRating ageRating={details.ageRating} />
      </Tile>
      <Tile label="Platform" span={half}>
        {names(details.platforms)}
      </Tile>
      <Tile label="Language" span={wideHalf}>
        {names(details.language)}
      </Tile>
    </Box>
  );
}
