import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { loginRedirectState } from '../../../lib/loginRedirect.ts';
import { accountUrls } from '../../account/urls.ts';

/** Anonymous visitors read the comments; the link signs them in and brings them back here. */
export function SignInToComment() {
  const location = useLocation();
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      <Link
        component={RouterLink}
        to={accountUrls.login}
        state={loginRedirectState(location)}
        sx={{ fontWeight: 600 }}
      >
        Sign in to comment
      </Link>
    </Typography>
  );
}
