import { useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';

import { messages } from '../../../../../shared/validation/messages.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { useSession } from '../../../lib/session.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { PageLink } from '../components/PageLink.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { LoginMutation } from '../mutations.ts';
import { emptyLogin } from '../schemas.ts';
import { twoFactorIntro, TwoFactorSignInForm } from '../twoFactor/components/TwoFactorSignInForm.tsx';
import { accountUrls, afterSignIn } from '../urls.ts';
import { useLoginSubmit } from '../useLoginSubmit.ts';

/** Standalone sign-in (SPEC 2.16); back to the page the visitor was sent from, else home. */
export function LoginPage() {
  usePageMeta({ title: 'Sign In', noindex: true });
  const [login, { loading }] = useMutation(LoginMutation);
  const { submit, failure, checking, challenged, submitCode, back } = useLoginSubmit(
    async (input) => (await login({ variables: { input } })).data?.login,
  );
  const location = useLocation();
  const session = useSession();

  // A visitor already signed in, or just signed in, has nothing more to do here.
  if (session) return <Navigate to={afterSignIn(location.state)} replace />;

  if (challenged) {
    return (
      <SignInCard title="Two-Factor Sign In" intro={twoFactorIntro} failure={failure}>
        <TwoFactorSignInForm onSubmit={submitCode} onBack={back} />
      </SignInCard>
    );
  }

  return (
    <SignInCard
      title="Sign In"
      intro="Sign in to keep your favorites and downloads."
      failure={failure}
      status={checking ? messages.challenge.checking : undefined}
    >
      <LoginForm
        initialValues={emptyLogin}
        onSubmit={submit}
        disabled={loading || checking}
        busyText={checking ? messages.challenge.checking : undefined}
        rememberMeAside={
          <Link component={RouterLink} to={accountUrls.forgotPassword} variant="body2">
            Forgot password?
          </Link>
        }
      />
      <PageLink lead="Don't have an account?" to={accountUrls.register} state={location.state}>
        Sign up
      </PageLink>
    </SignInCard>
  );
}

export default LoginPage;
