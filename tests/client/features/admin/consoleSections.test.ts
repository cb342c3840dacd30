import {
  consoleSections,
  isSectionActive,
  mayOpen,
} from '../../../../client/src/features/admin/consoleSections.ts';

const section = (label: string) => {
  const found = consoleSections.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No section ${label}`);
  return found;
};

describe('console sections', () => {
  it('lists the sidebar of SPEC 2.18 in its order, with Reports after Game Requests and the audit log after Settings', () => {
    expect(consoleSections.map(({ label }) => label)).toEqual([
      'Dashboard',
      'Games',
      'Users',
      'DMCA Notices',
      'Game Requests',
      'Reports',
      'Settings',
      'Audit Log',
    ]);
  });

  it('marks the dashboard only on an exact match and the others by path prefix', () => {
    expect(isSectionActive(section('Dashboard'), '/admin')).toBe(true);
    expect(isSectionActive(section('Dashboard'), '/admin/')).toBe(true);
    expect(isSectionActive(section('Dashboard'), '/admin/games')).toBe(false);
    expect(isSectionActive(section('Games'), '/admin/games')).toBe(true);
    expect(isSectionActive(section('Games'), '/admin/games/12')).toBe(true);
    expect(isSectionActive(section('Games'), '/admin/gamesx')).toBe(false);
    expect(isSectionActive(section('Users'), '/admin/games')).toBe(false);
  });

  it.each([
    ['/admin', ['admin', 'moderator']],
    ['/admin/games', ['admin']],
    ['/admin/addgame', ['admin']],
    ['/admin/users', ['admin']],
    ['/admin/dmca', ['admin', 'moderator']],
    ['/admin/requests', ['admin', 'moderator']],
    ['/admin/reports', ['admin', 'moderator']],
    ['/admin/settings', ['admin']],
    ['/admin/audit', ['admin']],
  ])('%s opens for %j only', (path, allowed) => {
    for (const role of ['user', 'moderator', 'admin', undefined]) {
      expect(mayOpen(role, path)).toBe(allowed.includes(role ?? ''));
    }
  });
});
