import FlagIcon from '@mui/icons-material/Flag';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  /** False until the visitor's own state is known: a star sent earlier could be undone by it. */
  ready: boolean;
  starred: boolean;
  /** Signed in: Starred withdraws the star (and the favorite). Anonymous: Starred is inert. */
  canUnstar: boolean;
  onStar: () => void;
  onShare: () => void;
  /** Left out when the site takes no reports (a foreign upstream). */
  onReport?: () => void;
}

/** Star (the account's favorite when signed in), Share and Report. */
export function GameActions({ ready, starred, canUnstar, onStar, onShare, onReport }: Props) {
  const inert = !ready || (starred && !canUnstar);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant={starred ? 'outlined' : 'contained'}
        color="primary"
        startIcon={starred ? <StarIcon /> : <StarBorderIcon />}
        onClick={inert ? undefined : onStar}
        aria-disabled={inert || undefined}
        title={starred && canUnstar ? 'Remove the star and the favorite' : undefined}
        sx={inert ? { cursor: 'default', '&:hover': { bgcolor: 'transparent' } } : undefined}
      >
        {starred ? 'Starred' : 'Star'}
      </Button>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={onShare}>
        Share
      </Button>
      {onReport && (
        <Button variant="outlined" color="error" startIcon={<FlagIcon />} onClick={onReport}>
          Report
        </Button>
      )}
    </Stack>
  );
}
