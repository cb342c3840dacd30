import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  failed: boolean;
  /** 'Failed to load favorites', say (SPEC 8). */
  failureText: string;
  loadingText: string;
  onRetry: () => void;
}

/**
 * A panel's content before its data: a loading line, or the failure kept in view with Try again
 * (a toast would be gone before the visitor has read the rest of the page).
 */
export function ProfileLoadState({ failed, failureText, loadingText, onRetry }: Props) {
  if (!failed) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {loadingText}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        {failureText}
      </Alert>
      <Button variant="outlined" size="small" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
