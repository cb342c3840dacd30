import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountUrls } from '../urls.ts';
import { PageLink } from './PageLink.tsx';

const texts = messages.emailChangeUndo;

/** What follows a restored address: every session ended, and a new password advised. */
export function UndoEmailChangeDone() {
  return (
    <>
      <Alert severity="success" role="status">
        {texts.signedOut}
      </Alert>
      <Typography>{texts.resetAdvice}</Typography>
      <Button component={RouterLink} to={accountUrls.forgotPassword} variant="contained" size="large">
        Reset my password
      </Button>
      <PageLink to={accountUrls.login}>Sign in</PageLink>
    </>
  );
}
