import { useApolloClient } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { fieldErrorsFrom } from '../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../apollo/serverErrorText.ts';
import { isSessionEnded } from '../../apollo/sessionEnded.ts';
import { toast } from '../../components/toasts/toast.ts';
import type { Session, SessionUser } from '../../lib/session.ts';
import { saveSession } from '../../lib/session.ts';
import { useChallengedSend } from './challenge/useChallengedSend.ts';
import type { LoginValues } from './schemas.ts';
import type { CodeValues } from './twoFactor/schemas.ts';

interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** A solved challenge, when the server asked for one (see useChallengedSend). */
  altcha?: string;
}

/** What the password step answers: the session, or a challenge for an account with two-factor sign-in. */
interface SignInAnswer {
  token: string | null;
  user: SessionUser | null;
  twoFactorChallenge: string | null;
}

/**
 * The submit of a login form (the site's and the console's): sends the credentials, keeps the
 * session where Remember me says (SPEC 3) and welcomes the visitor back; on failure the server's
 * text (else 'Login failed', SPEC 8) as a toast and as `failure`. An account with two-factor
 * sign-in answers a challenge instead: `challenged` turns on and `submitCode` finishes with the
 * code. The stored session re-renders the page, which then leaves for where the visitor was going.
 * Under a flood the server may ask for a browser check first: `checking` is true while it runs.
 */
export function useLoginSubmit(
  signIn: (input: LoginInput) => Promise<SignInAnswer | undefined>,
  options: { console?: boolean } = {},
) {
  const [failure, setFailure] = useState<string>();
  const [challenge, setChallenge] = useState<{ challenge: string; remember: boolean }>();
  const client = useApolloClient();
  const { checking, send } = useChallengedSend();

  const signedIn = (session: Session, remember: boolean) => {
    saveSession(session, { remember, console: options.console });
    toast.success('Welcome back!');
  };
  const failed = (error: unknown) => {
    const text = serverErrorText(error, 'Login failed');
    setFailure(text);
    toast.error(text, { toastId: text });
  };

  const submit = async (values: LoginValues, form: FormikHelpers<LoginValues>) => {
    setFailure(undefined);
    try {
      const credentials = {
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      };
      const answer = await send((altcha) => signIn(altcha ? { ...credentials, altcha } : credentials));
      if (answer?.twoFactorChallenge) {
        setChallenge({ challenge: answer.twoFactorChallenge, remember: values.rememberMe });
        return;
      }
      if (!answer?.token || !answer.user) throw new Error('Invalid response format');
      signedIn({ token: answer.token, user: answer.user }, values.rememberMe);
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email', 'password']));
      failed(error);
    }
  };

  const submitCode = async (values: CodeValues, form: FormikHelpers<CodeValues>) => {
    if (!challenge) return;
    setFailure(undefined);
    try {
      // Loaded only by the few who have a second factor, with the rest of its screens.
      const { CompleteTwoFactorSignInMutation } = await import('./twoFactor/mutations.ts');
      const { data } = await client.mutate({
        mutation: CompleteTwoFactorSignInMutation,
        variables: { input: { challenge: challenge.challenge, code: values.code.trim() } },
      });
      if (!data) throw new Error('Invalid response format');
      signedIn(data.completeTwoFactorSignIn, challenge.remember);
    } catch (error) {
      form.setErrors(fieldErrorsFrom<CodeValues>(error, ['code']));
      // An expired challenge: the password is asked again.
      if (isSessionEnded(error)) setChallenge(undefined);
      failed(error);
    }
  };

  const back = () => {
    setChallenge(undefined);
    setFailure(undefined);
  };

  return { submit, failure, checking, challenged: challenge !== undefined, submitCode, back };
}
