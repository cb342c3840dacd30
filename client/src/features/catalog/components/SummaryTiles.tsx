import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface SummaryTile {
  label: string;
  value: string;
  /** A sentence in place of a figure ("No ratings yet"), set smaller so that it fits the tile. */
  isText?: boolean;
}

/** Figures about a whole list (every match, not only the cards loaded), as a description list. */
export function SummaryTiles({ tiles }: { tiles: readonly SummaryTile[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${tiles.length}, minmax(0, 1fr))`,
        gap: { xs: 1, sm: 2 },
        m: 0,
        mb: 3,
      }}
    >
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {tile.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: tile.isText ? { xs: '0.95rem', sm: '1.1rem' } : { xs: '1.35rem', sm: '1.75rem' },
              fontWeight: 800,
            }}
          >
            {tile.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
