import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { PageLink } from '../components/PageLink.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { RequestPasswordResetMutation } from '../mutations.ts';
import type { ForgotPasswordValues } from '../schemas.ts';
import { emptyForgotPassword } from '../schemas.ts';
import { accountUrls } from '../urls.ts';

/** Asks for a password reset link; the answer replaces the form (it reads the same for any email). */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', noindex: true });
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const [answer, setAnswer] = useState<string>();

  const submit = async (values: ForgotPasswordValues, form: FormikHelpers<ForgotPasswordValues>) => {
    try {
      const { data } = await requestReset({ variables: { email: values.email.trim() } });
      if (!data) throw new Error('Invalid response format');
      setAnswer(data.requestPasswordReset.message);
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email']));
      const text = serverErrorText(error, 'Failed to send reset link');
      toast.error(text, { toastId: text });
    }
  };

  return (
    <SignInCard
      title="Forgot your password?"
      intro={
        answer
          ? 'Check your inbox.'
          : 'Enter the email of your account and we will send you a link to choose a new password.'
      }
    >
      {answer ? (
        <Alert severity="success" role="status">
          {answer}
        </Alert>
      ) : (
        <ForgotPasswordForm initialValues={emptyForgotPassword} onSubmit={submit} disabled={loading} />
      )}
      <PageLink to={accountUrls.login}>Back to sign in</PageLink>
    </SignInCard>
  );
}

export default ForgotPasswordPage;
