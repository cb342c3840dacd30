import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { clearSession } from '../../../lib/session.ts';
import { PageLink } from '../components/PageLink.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { ResetPasswordMutation } from '../mutations.ts';
import type { ResetPasswordValues } from '../schemas.ts';
import { emptyResetPassword } from '../schemas.ts';
import { accountUrls } from '../urls.ts';

/** The server refused the link itself (unknown, used or expired token), not the new password. */
const refusesLink = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some(({ extensions }) => ['BAD_USER_INPUT', 'NOT_FOUND'].includes(String(extensions?.code)));

/** Sets a new password with the emailed link (`/reset-password?token=…`), then on to sign in. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', noindex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const [refusal, setRefusal] = useState<string>();
  const navigate = useNavigate();
  const linkProblem = token ? refusal : messages.passwordReset.invalidLink;

  const submit = async (values: ResetPasswordValues, form: FormikHelpers<ResetPasswordValues>) => {
    try {
      await resetPassword({ variables: { input: { token, password: values.password } } });
      // Every session of the account ends with the reset (this tab's too, if it held one).
      clearSession();
      toast.success(messages.passwordReset.done);
      await navigate(accountUrls.login);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom<ResetPasswordValues>(error, ['password']);
      if (!fieldErrors.password && refusesLink(error)) {
        setRefusal(serverErrorText(error, messages.passwordReset.invalidLink));
        return;
      }
      form.setErrors(fieldErrors);
      const text = serverErrorText(error, 'Password reset failed');
      toast.error(text, { toastId: text });
    }
  };

  return (
    <SignInCard title="Choose a new password" intro="Pick a password you do not use on any other site.">
      {linkProblem ? (
        <>
          <Alert severity="error">{linkProblem}</Alert>
          <PageLink to={accountUrls.forgotPassword}>Request a new link</PageLink>
        </>
      ) : (
        <>
          <ResetPasswordForm initialValues={emptyResetPassword} onSubmit={submit} disabled={loading} />
          <PageLink to={accountUrls.login}>Back to sign in</PageLink>
        </>
      )}
    </SignInCard>
  );
}

export default ResetPasswordPage;
