import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';

import { toast } from '../../../components/toasts/toast.ts';

export const showMoreFailedMessage = 'Could not load more games. Please try again.';

/** "Show More Games": loads the next page under the cards already shown. */
export function ShowMoreButton({ onShowMore }: { onShowMore: () => Promise<unknown> }) {
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    setLoading(true);
    try {
      await onShowMore();
    } catch {
      toast.error(showMoreFailedMessage, { toastId: showMoreFailedMessage });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Button
        variant="contained"
        size="large"
        onClick={() => void showMore()}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Show More Games
      </Button>
    </Box>
  );
}
