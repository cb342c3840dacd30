import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { PageLoading } from '../../../components/layout/PageLoading.tsx';

interface Props {
  loading: boolean;
  error?: unknown;
  loadingLabel: string;
  errorText: string;
  onRetry: () => void;
}

/** What a console list shows before its data: a loading line, or the error with Try again. */
export function QueryState({ loading, error, loadingLabel, errorText, onRetry }: Props) {
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  return loading ? <PageLoading label={loadingLabel} /> : null;
}
