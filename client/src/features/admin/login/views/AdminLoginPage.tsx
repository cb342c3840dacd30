import { useMutation } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router-dom';

import { mayAccess } from '../../../../../../shared/access/roles.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { usePageMeta } from '../../../../components/seo/usePageMeta.ts';
import { returnTarget } from '../../../../lib/loginRedirect.ts';
import { useSession } from '../../../../lib/session.ts';
import { LoginForm } from '../../../account/components/LoginForm.tsx';
import { SignInCard } from '../../../account/components/SignInCard.tsx';
import { emptyLogin } from '../../../account/schemas.ts';
import {
  twoFactorIntro,
  TwoFactorSignInForm,
} from '../../../account/twoFactor/components/TwoFactorSignInForm.tsx';
import { useLoginSubmit } from '../../../account/useLoginSubmit.ts';
import { adminUrls } from '../../urls.ts';
import { AdminLoginMutation } from '../mutations.ts';

/** Only console pages are a place to return to after signing in. */
const returnPath = (state: unknown) =>
  returnTarget(
    state,
    (pathname) => pathname.startsWith(adminUrls.dashboard) && !pathname.startsWith(adminUrls.login),
    adminUrls.dashboard,
  );

export function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', noindex: true });
  const [login, { loading }] = useMutation(AdminLoginMutation);
  const { submit, failure, checking, challenged, submitCode, back } = useLoginSubmit(
    async (input) => (await login({ variables: { input } })).data?.adminLogin,
    { console: true },
  );
  const location = useLocation();
  const session = useSession();

  if (session && mayAccess(session.user.role, 'console')) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  if (challenged) {
    return (
      <SignInCard title="Two-Factor Sign In" intro={twoFactorIntro} failure={failure}>
        <TwoFactorSignInForm onSubmit={submitCode} onBack={back} />
      </SignInCard>
    );
  }

  return (
    <SignInCard
      title="Admin Login"
      intro="Sign in to manage the catalogue."
      failure={failure}
      status={checking ? messages.challenge.checking : undefined}
    >
      <LoginForm
        initialValues={emptyLogin}
        onSubmit={submit}
        disabled={loading || checking}
        busyText={checking ? messages.challenge.checking : undefined}
      />
    </SignInCard>
  );
}

export default AdminLoginPage;
