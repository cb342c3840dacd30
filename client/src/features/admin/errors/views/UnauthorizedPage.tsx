import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { mayAccess } from '../../../../../../shared/access/roles.ts';
import { usePageMeta } from '../../../../components/seo/usePageMeta.ts';
import { clearSession, useSession } from '../../../../lib/session.ts';
import { adminUrls } from '../../urls.ts';

/** Where the guard sends a signed-in visitor whose role a console page does not admit. */
export function UnauthorizedPage() {
  usePageMeta({ title: 'Access denied', noindex: true });
  const session = useSession();
  const navigate = useNavigate();
  const isStaff = mayAccess(session?.user.role, 'console');
  const switchAccount = () => {
    clearSession();
    void navigate(adminUrls.login);
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 480, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          Access denied
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Your account does not have permission to open this page.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {isStaff ? (
            <Button variant="contained" component={RouterLink} to={adminUrls.dashboard}>
              Back to dashboard
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to="/">
              Back to home
            </Button>
          )}
          <Button onClick={switchAccount}>Sign in with another account</Button>
        </Box>
      </Paper>
    </Box>
  );
}

export default UnauthorizedPage;
