/** The platform choices of the request forms (SPEC 5, Request a Game page). */
export const platformOptions = [
  'PC',
  'PlayStation 5',
  'PlayStation 4',
  'Xbox Series X/S',
  'Xbox One',
  'Nintendo Switch',
  'Other',
] as const;

/** The issue types of the Report an Issue page (SPEC 5): the client's choices and the server's rule. */
export const issueTypeOptions = [
  'Download Not Working',
  'Game Crashes',
  'Missing Files',
  'Installation Error',
  'Performance Issues',
  'Other',
] as const;

/** The reasons of the game page's Report dialog (SPEC 5, game report dialog). */
export const gameReportReasons = [
  'Broken Download',
  'Malware/Virus',
  'Wrong Information',
  'Copyright Violation',
  'Other',
] as const;

/** The reasons a signed-in visitor may give when reporting a comment. */
export const commentReportReasons = [
  'Spam',
  'Harassment',
  'Inappropriate content',
  'Spoilers',
  'Other',
] as const;

/** What a report is about, and where the staff have taken it (`reports.php`). */
export const reportKinds = ['game', 'issue', 'comment', 'contact'] as const;
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;

/** Each kind of report as the console and the audit log name it. */
export const reportKindLabels: Record<(typeof reportKinds)[number], string> = {
  game: 'Game report',
  issue: 'Issue report',
  comment: 'Comment report',
  contact: 'Contact message',
};
