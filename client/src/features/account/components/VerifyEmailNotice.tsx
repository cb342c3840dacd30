import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { messages } from '../../../../../shared/validation/messages.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { ResendVerificationEmailMutation } from '../mutations.ts';

/** Why a signed-in visitor cannot comment, rate or vote yet, and a way to get a new link. */
export function VerifyEmailNotice() {
  const [resend, { loading, data }] = useMutation(ResendVerificationEmailMutation);
  const send = async () => {
    try {
      await resend();
      toast.success(messages.emailVerification.sent);
    } catch (error) {
      const text = serverErrorText(error, 'Could not send the email');
      toast.error(text, { toastId: text });
    }
  };
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void send()}
          disabled={loading || !!data}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {loading ? 'Sending...' : 'Resend email'}
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      {data ? messages.emailVerification.sent : messages.emailVerification.required}
    </Alert>
  );
}
