import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** A list that failed to load: the error text and a "Try again" that reloads the page (SPEC 2.7). */
export default function LoadErrorAlert({ message }: { message: string }) {
  return (
    <Box sx={{ py: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
