import type { ReactNode } from 'react';

import { mayAccess } from '../../../../../shared/access/roles.ts';
import { useServerRole } from '../../account/useServerRole.ts';
import MaintenanceNotice from './MaintenanceNotice.tsx';

/**
 * Maintenance mode (SPEC 2.24): the notice, unless the server names the signed-in visitor staff;
 * then `site`. The role is the API's answer for the session's token, never the one kept in
 * browser storage, which anyone can edit. The server's render (no session) is always the notice.
 */
export default function MaintenanceCurtain({ site }: { site: ReactNode }) {
  const { role } = useServerRole(true);
  return mayAccess(role, 'console') ? site : <MaintenanceNotice />;
}
