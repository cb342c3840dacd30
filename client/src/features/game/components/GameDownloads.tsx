import BuildIcon from '@mui/icons-material/Build';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  downloadLink: string;
  steamfixUrl: string;
  onDownload: () => void;
}

/** Links to the official download page (each click counts locally) and the Steam fix, when given. */
export function GameDownloads({ downloadLink, steamfixUrl, onDownload }: Props) {
  if (!downloadLink && !steamfixUrl) return null;
  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        {downloadLink && (
          <Button
            variant="contained"
            size="large"
            href={downloadLink}
            target="_blank"
            rel="noopener"
            onClick={onDownload}
            startIcon={<DownloadIcon />}
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            Download Game
          </Button>
        )}
        {steamfixUrl && (
          <Button
            variant="outlined"
            size="large"
            href={steamfixUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<BuildIcon />}
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            Steam Fix
          </Button>
        )}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Links open the game&apos;s official pages in a new tab. Gamevault hosts no files.
      </Typography>
    </div>
  );
}
