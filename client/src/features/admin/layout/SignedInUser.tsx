import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { SessionUser } from '../../../lib/session.ts';

/** Who is signed in: email and role (SPEC 2.18). */
export function SignedInUser({ user, align = 'left' }: { user: SessionUser; align?: 'left' | 'right' }) {
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
        {user.role}
      </Typography>
    </Box>
  );
}
