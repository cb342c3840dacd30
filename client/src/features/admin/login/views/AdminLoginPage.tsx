import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { mayAccess } from '../../../../../../shared/access/roles.ts';
import { fieldErrorsFrom } from '../../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../../apollo/serverErrorText.ts';
import { Logo } from '../../../../components/layout/Logo.tsx';
import { usePageMeta } from '../../../../components/seo/usePageMeta.ts';
import { toast } from '../../../../components/toasts/toast.ts';
import { saveSession, useSession } from '../../../../lib/session.ts';
import { StandaloneCard } from '../../components/StandaloneCard.tsx';
import type { LoginRedirectState } from '../../urls.ts';
import { adminUrls } from '../../urls.ts';
import { AdminLoginForm } from '../components/AdminLoginForm.tsx';
import { AdminLoginMutation } from '../mutations.ts';
import type { LoginValues } from '../schemas.ts';
import { emptyLogin } from '../schemas.ts';

/** Only console pages are a place to return to after signing in. */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname.startsWith(adminUrls.dashboard) || from.pathname.startsWith(adminUrls.login)) {
    return adminUrls.dashboard;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', noindex: true });
  const [login, { loading }] = useMutation(AdminLoginMutation);
  const [failure, setFailure] = useState<string>();
  const location = useLocation();
  const session = useSession();

  const submit = async (values: LoginValues, form: FormikHelpers<LoginValues>) => {
    setFailure(undefined);
    try {
      const { data } = await login({
        variables: {
          input: { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
        },
      });
      if (!data) throw new Error('Invalid response format');
      saveSession(data.adminLogin, { remember: values.rememberMe, console: true });
      // The stored session re-renders this page, which then leaves for the console (below).
      toast.success('Welcome back!');
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, ['email', 'password']));
      const text = serverErrorText(error, 'Login failed');
      setFailure(text);
      toast.error(text, { toastId: text });
    }
  };

  if (session && mayAccess(session.user.role, 'console')) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <StandaloneCard sx={{ maxWidth: 420, display: 'grid', gap: 2 }}>
      <Logo />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
          Admin Login
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Sign in to manage the catalogue.</Typography>
      </Box>
      {/* Not a live region: the toast already announces the same text. */}
      {failure && (
        <Alert severity="error" role="none">
          {failure}
        </Alert>
      )}
      <AdminLoginForm initialValues={emptyLogin} onSubmit={submit} disabled={loading} />
    </StandaloneCard>
  );
}

export default AdminLoginPage;
