import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { mayAccess } from '../../../../../../shared/access/roles.ts';
import { StandaloneCard } from '../../../../components/layout/StandaloneCard.tsx';
import { usePageMeta } from '../../../../components/seo/usePageMeta.ts';
import { useSession } from '../../../../lib/session.ts';
import { adminUrls } from '../../urls.ts';
import { useConsoleLogout } from '../../useConsoleLogout.ts';

/** Where the guard sends a signed-in visitor whose role a console page does not admit. */
export function UnauthorizedPage() {
  usePageMeta({ title: 'Access denied', noindex: true });
  const session = useSession();
  const switchAccount = useConsoleLogout();
  const isStaff = mayAccess(session?.user.role, 'console');
  return (
    <StandaloneCard sx={{ maxWidth: 480, textAlign: 'center' }}>
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
    </StandaloneCard>
  );
}

export default UnauthorizedPage;
