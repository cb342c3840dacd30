/** Demo moderation data: a few takedown notices, game requests and reports in every status. */
export const demoDmcaNotices = [
  {
    title: 'Soundtrack bundled without permission',
    url: 'https://example.org/mirror/soundtrack-pack',
    company: 'Example Records',
    name: 'Jane Rivera',
    description: 'A third-party mirror linked from a comment redistributes our album tracks.',
    email: 'legal@example.org',
    status: 'pending',
  },
  {
    title: 'Logo used in a screenshot',
    url: 'https://example.net/screens/logo-shot',
    company: '',
    name: 'Tom Becker',
    description: 'A user-submitted screenshot shows our registered logo.',
    email: 'tom.becker@example.net',
    status: 'resolved',
  },
  {
    title: 'Claim about an open-source engine',
    url: 'https://example.com/claims/engine',
    company: 'Example Holdings',
    name: 'Ari Novak',
    description: 'Claims ownership of code that is published under the GPL by its authors.',
    email: 'ari@example.com',
    status: 'rejected',
  },
] as const;

export const demoGameRequests = [
  {
    game_title: 'Pioneer Space Sim',
    platform: 'PC',
    release_year: 2024,
    requester_email: 'sam@example.com',
    additional_info: 'The newest alpha build, please.',
    status: 'pending',
  },
  {
    game_title: 'Tux Paint',
    platform: 'PC',
    release_year: 2002,
    requester_email: 'lee@example.org',
    additional_info: '',
    status: 'pending',
  },
  {
    game_title: 'Lincity-NG',
    platform: 'PC',
    release_year: 2005,
    requester_email: 'max@example.net',
    additional_info: 'City builder, GPL.',
    status: 'approved',
  },
  {
    game_title: 'A commercial title',
    platform: 'PC',
    release_year: 2023,
    requester_email: 'kim@example.com',
    additional_info: 'Not free to redistribute.',
    status: 'rejected',
  },
] as const;

export const demoPeople = [
  { email: 'moderator@example.com', role: 'moderator' },
  { email: 'alice@example.com', role: 'user' },
  { email: 'bob@example.com', role: 'user' },
] as const;

/** Reports for the console's Reports page: of games (by slug), from the Report an Issue page and the contact form. */
export const demoReports = [
  {
    kind: 'game',
    slug: 'xonotic',
    reason: 'Broken Download',
    description: 'The Windows download stops at 40% and the mirror answers 404.',
    email: 'player@example.org',
    status: 'open',
  },
  {
    kind: 'game',
    slug: 'openttd',
    reason: 'Wrong Information',
    description: 'The listed version is one release behind the project page.',
    email: 'fan@example.net',
    status: 'resolved',
    note: 'Version and download link updated.',
  },
  {
    kind: 'issue',
    gameName: 'Hedgewars',
    issueType: 'Game Crashes',
    description: 'The game closes when a match with eight teams starts.',
    systemSpecs: 'Windows 10 64-bit, 8 GB RAM, Intel UHD 620',
    email: 'tester@example.com',
    status: 'open',
  },
  {
    kind: 'contact',
    name: 'Ada Lane',
    email: 'ada@example.org',
    subject: 'Mirror offer',
    message: 'Our university could host a mirror for the larger downloads.',
    status: 'dismissed',
    note: 'Answered by mail; no mirror needed for now.',
  },
] as const;
