import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { PageLink } from '../components/PageLink.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { VerifyEmailMutation } from '../mutations.ts';

/**
 * The emailed link's page (`/verify-email?token=…`). Opening it changes nothing (mail scanners
 * open links too): the address is verified only when the visitor presses the button.
 */
export function VerifyEmailPage() {
  usePageMeta({ title: 'Verify Email', noindex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [verify, { loading, data, error }] = useMutation(VerifyEmailMutation, {
    // A signed-in visitor's profile is asked for again, and the controls it gates open.
    update: (cache) => {
      cache.evict({ fieldName: 'me' });
    },
  });

  const problem = !token
    ? messages.emailVerification.invalidLink
    : error && serverErrorText(error, messages.emailVerification.invalidLink);

  return (
    <SignInCard title="Verify your email" intro="One press confirms that this address is yours.">
      {data ? (
        <Alert severity="success">{data.verifyEmail.message}</Alert>
      ) : problem ? (
        <Alert severity="error">{problem}</Alert>
      ) : (
        <Button
          variant="contained"
          size="large"
          disabled={loading}
          onClick={() => void verify({ variables: { token } }).catch(() => undefined)}
        >
          {loading ? 'Verifying...' : 'Verify my email'}
        </Button>
      )}
      <PageLink to="/">Back to the games</PageLink>
    </SignInCard>
  );
}

export default VerifyEmailPage;
