import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PlatformIcons } from '../../../components/platforms/PlatformIcons.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { GameDetails } from '../gamePageMeta.ts';

interface Props {
  game: GameDetails;
  /** Called on the download link: the page counts it on the server. */
  onDownload: () => void;
}

/**
 * The page's main action, in view on arrival: the official download page, with what a visitor
 * checks before leaving (version, date, size, platforms, licence).
 */
export function DownloadPanel({ game, onDownload }: Props) {
  if (!game.downloadLink) return null;
  const facts = [
    game.version && `Version ${game.version}`,
    game.releaseDate && formatDate(game.releaseDate),
    game.size,
  ].filter(Boolean);
  return (
    <Paper
      component="section"
      aria-label="Download"
      variant="outlined"
      sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
    >
      <Button
        variant="contained"
        size="large"
        fullWidth
        href={game.downloadLink}
        target="_blank"
        rel="noopener"
        onClick={onDownload}
        startIcon={<DownloadIcon />}
        endIcon={<OpenInNewIcon aria-hidden />}
      >
        Download (official site)
      </Button>
      <Stack spacing={1}>
        {facts.length > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {facts.join(' · ')}
          </Typography>
        )}
        {game.license && (
          <Typography variant="body2">
            Licence:{' '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {game.license}
            </Box>
          </Typography>
        )}
        <Typography component="div" variant="body2">
          <PlatformIcons platforms={game.technicalDetails.platforms} labelled />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Opens the game’s official download page in a new tab. Gamevault hosts no files.
        </Typography>
      </Stack>
    </Paper>
  );
}
