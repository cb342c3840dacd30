import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { mayAccess } from '../../../../../shared/access/roles.ts';
import { useServerRole } from '../../account/useServerRole.ts';
import { adminUrls } from '../../admin/urls.ts';

/**
 * What signed-in staff see while visitors get the maintenance notice, on the public site and in the
 * console: an admin gets the way to the Settings page where it is turned off.
 */
export default function MaintenanceReminder() {
  const { role } = useServerRole(true);
  return (
    <Alert severity="warning" square sx={{ justifyContent: 'center' }}>
      Maintenance mode is on: visitors see the maintenance page.{' '}
      {mayAccess(role, 'settings') ? (
        <Link component={RouterLink} to={adminUrls.settings} color="inherit" sx={{ fontWeight: 600 }}>
          Turn it off in Settings
        </Link>
      ) : (
        'An admin can turn it off in the console’s Settings.'
      )}
    </Alert>
  );
}
