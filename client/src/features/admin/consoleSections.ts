import type { AccessArea } from '../../../../shared/access/roles.ts';
import { mayAccess } from '../../../../shared/access/roles.ts';
import { adminUrls } from './urls.ts';

export interface ConsoleSection {
  label: string;
  path: string;
  /** Which roles may open it (shared/access/roles.ts). */
  area: AccessArea;
}

/** The console's pages in sidebar order (SPEC 2.18), each with the access area that guards it. */
export const consoleSections: readonly ConsoleSection[] = [
  { label: 'Dashboard', path: adminUrls.dashboard, area: 'console' },
  { label: 'Games', path: adminUrls.games, area: 'games' },
  { label: 'Users', path: '/admin/users', area: 'users' },
  { label: 'DMCA Notices', path: '/admin/dmca', area: 'moderation' },
  { label: 'Game Requests', path: '/admin/requests', area: 'moderation' },
  { label: 'Reports', path: adminUrls.reports, area: 'moderation' },
  { label: 'Settings', path: adminUrls.settings, area: 'settings' },
  { label: 'Audit Log', path: '/admin/audit', area: 'audit' },
];

/** Highlighted by path prefix; the dashboard only on an exact match (SPEC 2.18). */
export function isSectionActive(section: ConsoleSection, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (section.path === adminUrls.dashboard) return path === adminUrls.dashboard;
  return path === section.path || path.startsWith(`${section.path}/`);
}

/** The section a console path belongs to; `/admin/addgame` opens the games' form. */
function sectionOf(pathname: string): ConsoleSection | undefined {
  const path = pathname.replace(/\/+$/, '') === adminUrls.addGame ? adminUrls.games : pathname;
  return consoleSections.find((section) => isSectionActive(section, path));
}

/** Whether a signed-in role may open the console page at `pathname` (unknown pages: any staff). */
export function mayOpen(role: string | undefined, pathname: string): boolean {
  return mayAccess(role, sectionOf(pathname)?.area ?? 'console');
}
