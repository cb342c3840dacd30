import FlagIcon from '@mui/icons-material/Flag';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  starred: boolean;
  onStar: () => void;
  onShare: () => void;
  onReport: () => void;
}

/** Star (once, then "Starred" and inert), Share and Report. */
export function GameActions({ starred, onStar, onShare, onReport }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant={starred ? 'outlined' : 'contained'}
        color="primary"
        startIcon={starred ? <StarIcon /> : <StarBorderIcon />}
        onClick={starred ? undefined : onStar}
        aria-disabled={starred || undefined}
        sx={starred ? { cursor: 'default', '&:hover': { bgcolor: 'transparent' } } : undefined}
      >
        {starred ? 'Starred' : 'Star'}
      </Button>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={onShare}>
        Share
      </Button>
      <Button variant="outlined" color="error" startIcon={<FlagIcon />} onClick={onReport}>
        Report
      </Button>
    </Stack>
  );
}
