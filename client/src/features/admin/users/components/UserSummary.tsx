import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatDate } from '../../../../lib/format.ts';
import { EmailAddress } from '../../components/EmailAddress.tsx';

/** The User column: the email, and when the account was created. */
export function UserSummary({ email, createdAt }: { email: string; createdAt: string }) {
  return (
    // On phones the table scrolls sideways: room for a usual address on one line beats a squeezed column.
    <Box sx={{ minWidth: 260 }}>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        <EmailAddress email={email} />
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Joined {formatDate(createdAt)}
      </Typography>
    </Box>
  );
}
