import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { clearSession } from '../../../lib/session.ts';
import { PageLink } from '../components/PageLink.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { UndoEmailChangeDone } from '../components/UndoEmailChangeDone.tsx';
import { UndoEmailChangeMutation } from '../mutations.ts';
import { accountUrls } from '../urls.ts';

const texts = messages.emailChangeUndo;

/** The link itself was refused (unknown, used, expired, or its address taken): trying again is no use. */
const refusesLink = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some(({ extensions }) => ['BAD_USER_INPUT', 'NOT_FOUND'].includes(String(extensions?.code)));

/**
 * The link mailed to the old address after an email change (`/undo-email-change?token=…`). Opening
 * it changes nothing (mail scanners open links); the one button puts the address back.
 */
export function UndoEmailChangePage() {
  usePageMeta({ title: 'Undo Email Change', noindex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [undo, { loading }] = useMutation(UndoEmailChangeMutation);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(token ? undefined : texts.unknownLink);
  const [final, setFinal] = useState(!token);

  const restore = async () => {
    setRefusal(undefined);
    try {
      await undo({ variables: { token } });
      // Every session of the account has ended, this tab's too if it held one.
      clearSession();
      setDone(true);
    } catch (error) {
      setRefusal(serverErrorText(error, texts.unknownLink));
      setFinal(refusesLink(error));
    }
  };

  if (done) {
    return (
      <SignInCard title="Email address restored" intro={texts.restored}>
        <UndoEmailChangeDone />
      </SignInCard>
    );
  }
  return (
    <SignInCard
      title="Undo the email change"
      intro="If you did not change the email of your account, put your previous address back. Every session of the account will be signed out."
    >
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {!final && (
        <Button variant="contained" size="large" onClick={() => void restore()} disabled={loading}>
          {loading ? 'Restoring...' : 'Restore my previous email'}
        </Button>
      )}
      <PageLink to={accountUrls.login}>Back to sign in</PageLink>
    </SignInCard>
  );
}

export default UndoEmailChangePage;
