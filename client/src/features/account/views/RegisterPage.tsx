import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { Navigate, useLocation } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import { useChallengedSend } from '../challenge/useChallengedSend.ts';
import { PageLink } from '../components/PageLink.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { RegisterMutation } from '../mutations.ts';
import type { RegisterValues } from '../schemas.ts';
import { emptyRegistration } from '../schemas.ts';
import { accountUrls, afterSignIn } from '../urls.ts';

/** Standalone registration (SPEC 2.16); the new account is signed in for this tab (SPEC 3). */
export function RegisterPage() {
  usePageMeta({ title: 'Create Account', noindex: true });
  const [register, { loading }] = useMutation(RegisterMutation);
  const { checking, send } = useChallengedSend();
  const location = useLocation();
  const session = useSession();

  const submit = async (values: RegisterValues, form: FormikHelpers<RegisterValues>) => {
    try {
      const input = { email: values.email.trim(), password: values.password };
      const { data } = await send((altcha) =>
        register({ variables: { input: altcha ? { ...input, altcha } : input } }),
      );
      if (!data) throw new Error('Invalid response format');
      saveSession(data.register, { remember: false });
      toast.success('Account created successfully!');
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email', 'password']));
      const text = serverErrorText(error, 'Registration failed');
      toast.error(text, { toastId: text });
    }
  };

  // The stored session re-renders this page, which then leaves for where the visitor was going.
  if (session) return <Navigate to={afterSignIn(location.state)} replace />;

  return (
    <SignInCard
      title="Create your account"
      intro="Keep your favorite games and downloads in one place."
      status={checking ? messages.challenge.checking : undefined}
    >
      <RegisterForm
        initialValues={emptyRegistration}
        onSubmit={submit}
        disabled={loading || checking}
        busyText={checking ? messages.challenge.checking : undefined}
      />
      <PageLink lead="Already have an account?" to={accountUrls.login} state={location.state}>
        Sign in
      </PageLink>
    </SignInCard>
  );
}

export default RegisterPage;
