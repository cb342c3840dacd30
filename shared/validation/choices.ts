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
