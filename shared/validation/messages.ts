/**
 * Validation and answer texts of the product specification (sections 5 and 8), shared by the
 * REST service and the client's form schemas so that both speak the same words. Pure: no Node or
 * browser imports.
 */
import { gameGenres } from '../catalog/genres.ts';
import { answerTexts } from './answerTexts.ts';

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  passwordIncorrect: 'Password is incorrect',
  /** A change of who can sign in, from a session whose password was not entered in the last minutes. */
  currentPasswordNeeded: 'For your security, enter your current password to make this change.',
  /** The link mailed to the old address after an email change (`undo-email-change`). */
  emailChangeUndo: {
    tokenRequired: 'Undo token is required',
    unknownLink: 'This link is not valid. Check that you opened the whole link from the email.',
    usedLink: 'This link has already been used.',
    expiredLink: (days: number) => `This link has expired: an email change can be undone for ${days} days.`,
    addressTaken:
      'Your previous email address now belongs to another account, so it cannot be restored. Please contact us.',
    restored: 'Your email address has been restored.',
    signedOut: 'Every session of the account has been signed out.',
    resetAdvice: 'If someone else changed your email, they may know your password: please choose a new one.',
  },
  session: {
    loggedOut: 'You have been signed out.',
    signedOutEverywhere: 'You have been signed out on every device.',
  },
  accountDeleted: 'Your account has been deleted.',
  /** Site settings and a user's own settings alike. */
  settingsSaved: 'Settings saved successfully',
  invalidCredentials: 'Invalid email or password',
  adminOnly: 'Access denied. Only administrators can access this area.',
  authenticationRequired: 'Authentication required',
  /** Every 429 for too many attempts or requests; `Retry-After` says when to try again. */
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to perform this action',
  /** An `?action=` the endpoint does not have. */
  unknownAction: 'Unknown action',

  dmca: {
    title: 'Content title is required',
    url: 'URL is required',
    description: 'Description is required',
    name: 'Your name is required',
  },
  gameRequest: {
    title: 'Game title is required',
    platform: 'Platform is required',
    releaseYear: 'Release year is required',
    yearMin: 'Year must be after 1970',
    yearMax: 'Invalid year',
  },
  requestPage: {
    gameName: 'Game name is required',
    releaseYear: 'Release year is required',
    developer: 'Developer name is required',
    platform: 'Please select a platform',
  },
  gameReport: {
    reason: 'Please select a reason',
    description: 'Please describe the issue',
    /** The answer to a report of a game or of a comment (SPEC 2.8's success text). */
    sent: 'Report submitted successfully!',
  },
  /** Comments on a game page and their replies (docs/api.md, `comments.php`). */
  comment: {
    contentRequired: 'Please write a comment',
    notFound: 'Comment not found',
    parentNotFound: 'The comment you are replying to was not found',
    replyToReply: 'Replies can only be made to a top-level comment, not to a reply',
    duplicate: 'You have just posted this comment. Please wait a minute before posting the same text again.',
    notYours: 'You can only edit your own comments',
    notYoursToDelete: 'You can only delete your own comments',
    deleted: 'Comment deleted',
    deletedAuthor: 'Deleted user',
    hiddenByModerator: 'Hidden by a moderator',
    onlyVisibleHidden: 'Only a visible comment can be hidden',
    onlyHiddenShown: 'Only a hidden comment can be shown again',
  },
  displayName: {
    required: 'Display name is required',
    saved: 'Display name updated',
  },
  /** The staff's list of reports (`reports.php`). */
  report: {
    notFound: 'Report not found',
    sameStatus: 'The report already has this status',
    updated: 'Report updated',
  },
  issueReport: {
    gameName: 'Game name is required',
    issueType: 'Please select an issue type',
    description: 'Please describe the issue',
    descriptionMin: 'Description must be at least 20 characters',
    systemSpecs: 'System specifications are required',
    sent: 'Issue reported successfully!',
  },
  contact: {
    name: 'Name is required',
    subject: 'Subject is required',
    message: 'Message is required',
    sent: 'Message sent successfully!',
  },
  newsletter: {
    subscribed: 'Thanks! New games will reach your inbox.',
    unsubscribed: 'You have been unsubscribed.',
    actionChoice: 'action must be subscribe or unsubscribe',
  },
  game: {
    title: 'Title is required',
    slug: 'Slug is required',
    slugPattern: 'Slug must contain only lowercase letters, numbers, and hyphens',
    category: 'Category is required',
    categoryChoice: 'Category must be Standard, Repacks or Online',
    /** Genres are the genre menu's (SPEC 2.4) without All Games; tags stay open. */
    genreChoice: `Genres must each be one of: ${gameGenres.map((genre) => genre.id).join(', ')}`,
    description: 'Description is required',
    releaseDate: 'Release date is required',
    releaseDateInvalid: 'Release date must be a valid date (YYYY-MM-DD)',
    developer: 'Developer is required',
    publisher: 'Publisher is required',
    status: 'Status must be active or inactive',
    slugTaken: 'A game with this slug already exists',
    notFound: answerTexts.gameNotFound,
    tooManyScreenshots: 'A game can have at most 4 screenshots',
    unsupportedImage: 'Unsupported image type',
    imageTooLarge: 'Image is too large',
    unknownScreenshot: 'Kept screenshots must belong to this game',
    /** The outcome of a bulk delete (SPEC 8). */
    bulkDeleted: (deleted: number, failed: number): string => {
      if (failed === 0) return `Successfully deleted ${deleted} games`;
      if (deleted === 0) return 'Failed to delete games';
      return `Failed to delete ${failed} games. ${deleted} games were deleted successfully.`;
    },
  },
  user: {
    roleChoice: 'Role must be user, moderator or admin',
    noChanges: 'No changes to update',
    emailTaken: 'An account with this email already exists',
    notFound: 'User not found',
    cannotDeleteSelf: 'You cannot delete your own account',
    cannotChangeOwnRole: 'You cannot change your own role',
    lastAdmin: 'At least one admin must remain',
  },
  dmcaNotice: {
    deactivateNeedsResolve: 'Only resolving a notice can take its game offline',
    noListedGame: 'This notice does not point at a game of the catalogue',
  },
  /** A sign-in or registration under a flood: the browser proves some work first (ALTCHA). */
  challenge: {
    required:
      'Many sign-ups and sign-ins are arriving right now. Please let your browser finish a quick check.',
    checking: 'Checking your browser...',
  },
  emailVerification: {
    required: 'Please verify your email address to comment, rate or vote.',
    sent: 'A verification link is on its way to your email address. It works for 24 hours.',
    done: 'Your email address is verified. Thank you!',
    invalidLink: 'This verification link is invalid or has expired. Please ask for a new one.',
    tokenRequired: 'Verification token is required',
    alreadyVerified: 'Your email address is already verified.',
  },
  passwordReset: {
    requested:
      'If an account exists for that email, a link to reset its password is on its way. The link works for 30 minutes.',
    invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
    done: 'Your password has been reset. Please sign in with your new password.',
    tokenRequired: 'Reset token is required',
  },
  siteSettings: {
    siteName: 'Site name is required',
    sessionTimeoutChoice: 'Session timeout must be 30, 60, 120 or 240 minutes',
    enrolBeforeRequiringTwoFactor:
      'Turn on two-factor sign-in for your own account before requiring it for staff',
  },
  twoFactor: {
    codeRequired: 'Enter the code from your authenticator app',
    codeShape: 'Enter the 6-digit code from your app, or one of your recovery codes',
    setupCodeShape: 'Enter the 6-digit code from your authenticator app',
    codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
    challengeExpired: 'This sign-in has expired. Please sign in again.',
    challengeRequired: 'Sign-in challenge is required',
    alreadyEnabled: 'Two-factor sign-in is already on for this account',
    notEnabled: 'Two-factor sign-in is not on for this account',
    setupNotStarted: 'Start setting up two-factor sign-in first',
    enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
    disabled: 'Two-factor sign-in is off.',
    recoveryCodesRenewed: 'New recovery codes are ready. The old ones no longer work.',
    requiredForStaff:
      'Two-factor sign-in is required for staff accounts. Set it up in your account settings to continue.',
  },
  /** `community.php`: counts, stars, shares, downloads and ratings (docs/api.md). */
  community: {
    visitorIdInvalid: 'X-Visitor-Id must be 22 to 64 letters, digits, hyphens or underscores',
    visitorRequired: 'Sign in or send X-Visitor-Id: this action counts once per visitor',
    anonymousUnstar: 'A star given without an account cannot be undone. Sign in to manage your stars.',
    ratingChoice: 'rating must be a whole number from 1 to 5',
    windowChoice: 'window must be week, month, year or all',
    downloadRecorded: 'Download recorded',
    downloadAlreadyRecorded: 'Download already recorded today',
    visitorClaimed: 'Your stars, shares and views from this browser now belong to your account.',
    unknownAction:
      'action must be view, star, unstar, share, download, rate, unrate, viewer, claim-visitor, stats, top-downloads or my-ratings',
  },
  /** The GraphQL layer's answers about views, stars, ratings, comments and reports (docs/graphql.md). */
  graphqlCommunity: {
    tooManyCommentLists: (max: number) => `At most ${max} games' comments can be read in one request`,
    /** A write to a feature the REST service does not offer (a foreign upstream). */
    unavailable: (feature: 'Ratings' | 'Comments' | 'Reports') => `${feature} are not available on this site`,
    /** A download the REST service could not count (a foreign upstream without `community.php`). */
    downloadNotCounted: 'Download not counted',
  },
  /** The sitemap asked for under a host the site keeps no answers for (PUBLIC_URL unset). */
  unknownSiteHost: 'This site does not answer under this host name',
  /** `/img`, which resizes catalogue images. */
  image: {
    expectedSourceAndWidth: 'Expected src and a supported w',
    invalidSource: 'Invalid image source',
    invalidPath: 'Invalid image path',
    notCatalogue: 'Only catalogue images can be resized',
    notUploadedImage:
      'Only image files under /uploads/ (webp, png, jpg, gif or avif), without a query or fragment, can be resized',
    notFound: 'Image not found',
    storeDown: 'The image store did not answer',
    hostDown: 'The image host did not answer',
    tooLarge: 'The image is too large',
    unreadable: 'The image could not be read',
    busy: 'Busy, try again shortly',
  },
  statusChoice: (allowed: readonly string[]) => `Status must be ${allowed.join(' or ')}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  urlScheme: (label: string) => `${label} must be an http or https URL`,
  urlCredentials: (label: string) => `${label} must not contain a user name or password`,
  notText: (label: string) => `${label} must be text`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  notWholeNumber: (name: string) => `${name} must be a positive whole number`,
  notBoolean: (name: string) => `${name} must be true or false`,
  notObject: (label: string) => `${label} must be an object`,
  nestedTooDeeply: 'Request body is nested too deeply',
  /** The REST service's 503: nothing was written, and the same request may be sent again later. */
  serviceTemporarilyUnavailable: 'Service temporarily unavailable',
  /** Writes sent with an `Idempotency-Key` header (docs/api.md, "Repeated writes"). */
  idempotency: {
    invalidKey: 'Idempotency-Key must be 8 to 128 letters, digits, hyphens, underscores, dots or colons',
    keyReused: 'This Idempotency-Key was already used for a different request',
    inFlight: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  },
  /** A write whose answer never came back from the game service (docs/graphql.md, OUTCOME_UNKNOWN). */
  outcomeUnknown: {
    check: 'Your change may have been saved, but we could not confirm it. Please check before trying again.',
    retrySafe:
      'Your submission may have been saved, but we could not confirm it. Sending it again is safe: it will not be saved twice.',
  },
} as const;
