import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { fieldErrorsFrom } from '../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../apollo/serverErrorText.ts';
import { toast } from '../../components/toasts/toast.ts';
import type { Session } from '../../lib/session.ts';
import { saveSession } from '../../lib/session.ts';
import type { LoginValues } from './schemas.ts';

interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The submit of a login form (the site's and the console's): sends the credentials, keeps the
 * session where Remember me says (SPEC 3) and welcomes the visitor back; on failure the server's
 * text (else 'Login failed', SPEC 8) as a toast and as `failure`. The stored session re-renders
 * the page, which then leaves for where the visitor was going.
 */
export function useLoginSubmit(
  signIn: (input: LoginInput) => Promise<Session | undefined>,
  options: { console?: boolean } = {},
) {
  const [failure, setFailure] = useState<string>();
  const submit = async (values: LoginValues, form: FormikHelpers<LoginValues>) => {
    setFailure(undefined);
    try {
      const session = await signIn({
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      });
      if (!session) throw new Error('Invalid response format');
      saveSession(session, { remember: values.rememberMe, console: options.console });
      toast.success('Welcome back!');
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email', 'password']));
      const text = serverErrorText(error, 'Login failed');
      setFailure(text);
      toast.error(text, { toastId: text });
    }
  };
  return { submit, failure };
}
