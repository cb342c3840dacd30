import type { FileUpload } from '../uploads/fileUpload.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { NormalizedGame } from '../normalize/game.ts';
import type { DmcaNoticeShape } from '../resolvers/mappers.ts';
import type { GamePage } from '../catalog/selectGames.ts';
import type { GraphqlContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent with the GraphQL multipart request specification (with an `Apollo-Require-Preflight` header). */
  Upload: { input: FileUpload; output: FileUpload; }
};

export type AccountSettings = {
  __typename?: 'AccountSettings';
  downloadNotifications: Scalars['Boolean']['output'];
  emailNotifications: Scalars['Boolean']['output'];
};

/** Someone with at least one entry, by the email of their latest. */
export type AuditActor = {
  __typename?: 'AuditActor';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One fact of an audit entry: `changed` → `email, role`, `previous_role` → `user`. */
export type AuditDetail = {
  __typename?: 'AuditDetail';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * One admin or moderator write, or a sign-in to the console, as the audit log recorded it. Entries
 * are never edited or deleted. `action` is one of the names listed in docs/api.md (`game.create`,
 * `user.update`, `console.login`...).
 */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** The actor's email when the entry was written, kept after the account changes or is deleted. */
  actorEmail: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  actorRole: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** What else the write recorded, such as which fields changed; never a password. */
  details: Array<AuditDetail>;
  id: Scalars['ID']['output'];
  /** The visitor's address. */
  ip: Scalars['String']['output'];
  targetId?: Maybe<Scalars['ID']['output']>;
  /** What the target is known by: a game's title, a user's email. */
  targetLabel: Scalars['String']['output'];
  /** game, user, dmca_notice, game_request or settings. */
  targetType: Scalars['String']['output'];
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** Everyone the log can be filtered by, whatever the filter. */
  actors: Array<AuditActor>;
  /** Newest first. */
  entries: Array<AuditEntry>;
  /** Entries matching the filter in all. */
  totalCount: Scalars['Int']['output'];
};

export type BulkDeleteResult = {
  __typename?: 'BulkDeleteResult';
  deleted: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type Category =
  | 'Online'
  | 'Repacks'
  | 'Standard';

export type ChangelogEntry = {
  __typename?: 'ChangelogEntry';
  changes: Scalars['String']['output'];
  date: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type ChangelogEntryInput = {
  changes: Scalars['String']['input'];
  date: Scalars['String']['input'];
  version: Scalars['String']['input'];
};

/** A comment on a game: plain text, never markup. */
export type Comment = {
  __typename?: 'Comment';
  author: CommentAuthor;
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  edited: Scalars['Boolean']['output'];
  gameId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  likedByMe: Scalars['Boolean']['output'];
  likes: Scalars['Int']['output'];
  /** Written by the caller. */
  mine: Scalars['Boolean']['output'];
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Replies, oldest first (none for a reply: one level only). */
  replies: Array<Comment>;
  status: CommentStatus;
  updatedAt: Scalars['String']['output'];
};

/** Who wrote a comment. `id` and `email` are given to staff only. */
export type CommentAuthor = {
  __typename?: 'CommentAuthor';
  /** The account was deleted; its comments stay. */
  deleted: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  /** The account's display name, or "Deleted user". */
  name: Scalars['String']['output'];
};

export type CommentInput = {
  /** Plain text, 1 to 2,000 characters once trimmed. */
  content: Scalars['String']['input'];
  /** Sets the account's display name first; required while the account has none. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  /** A top-level comment to reply to. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type CommentLikeResult = {
  __typename?: 'CommentLikeResult';
  liked: Scalars['Boolean']['output'];
  likes: Scalars['Int']['output'];
};

export type CommentPage = {
  __typename?: 'CommentPage';
  /** Top-level comments, newest first. */
  comments: Array<Comment>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Top-level comments in all. */
  total: Scalars['Int']['output'];
};

export type CommentStatus =
  /** Deleted while it had replies: its content is empty. */
  | 'deleted'
  /** Hidden by a moderator: shown only to its author (and staff). */
  | 'hidden'
  | 'visible';

/** Which community features the REST service offers (a foreign upstream may offer none). */
export type CommunityFeatures = {
  __typename?: 'CommunityFeatures';
  comments: Scalars['Boolean']['output'];
  /** Views, stars, shares and downloads are counted per visitor. */
  counting: Scalars['Boolean']['output'];
  ratings: Scalars['Boolean']['output'];
  /** Game reports reach the staff, and the console's Reports page works. */
  reports: Scalars['Boolean']['output'];
};

/** The home page's figures (SPEC 2.7). */
export type CommunityStats = {
  __typename?: 'CommunityStats';
  /** Accounts active in the last 30 days; null when the REST service cannot tell. */
  activeUsers?: Maybe<Scalars['Int']['output']>;
  /** Downloads of every game, all time. */
  downloads: Scalars['Float']['output'];
  /** Active games. */
  games: Scalars['Int']['output'];
  /** Ratings and visible comments. */
  reviews: Scalars['Int']['output'];
};

export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

/** Whether a view, star, share or download was counted: not a second time for the same visitor (or within 30 minutes for a view), nor for crawlers and prefetches. */
export type CountResult = {
  __typename?: 'CountResult';
  counted: Scalars['Boolean']['output'];
};

export type DashboardStats = {
  __typename?: 'DashboardStats';
  /** Games added to the catalogue in the last 30 days. */
  gamesAddedLast30Days: Scalars['Int']['output'];
  /** The top 5 games by downloads. */
  topGames: Array<Game>;
  totalDownloads: Scalars['Int']['output'];
  totalGames: Scalars['Int']['output'];
  /** Ratings given to every game. */
  totalRatings: Scalars['Int']['output'];
  totalShares: Scalars['Int']['output'];
  /** Stars of every game: anonymous stars and accounts' favorites. */
  totalStars: Scalars['Int']['output'];
  totalViews: Scalars['Int']['output'];
};

export type DmcaNotice = {
  __typename?: 'DmcaNotice';
  company: Scalars['String']['output'];
  contactEmail: Scalars['String']['output'];
  contentUrl: Scalars['String']['output'];
  copyrightOwner: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The game of the catalogue whose page `contentUrl` names (`/game/{slug}` on any host), if any. */
  game?: Maybe<NoticeGame>;
  id: Scalars['ID']['output'];
  status: DmcaStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type DmcaNoticeInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type DmcaStatus =
  | 'pending'
  | 'rejected'
  | 'resolved';

export type Download = {
  __typename?: 'Download';
  downloadedAt: Scalars['String']['output'];
  game: GameSummary;
  id: Scalars['ID']['output'];
  size: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type DownloadResult = {
  __typename?: 'DownloadResult';
  counted: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type Favorite = {
  __typename?: 'Favorite';
  addedAt: Scalars['String']['output'];
  game: GameSummary;
};

export type FavoriteResult = {
  __typename?: 'FavoriteResult';
  favorited: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

/** A game record: dozens of texts of up to 10,000 characters, so it weighs more than its fields. */
export type Game = {
  __typename?: 'Game';
  category: Scalars['String']['output'];
  changelog: Array<ChangelogEntry>;
  /** Top-level comments, newest first, each with its replies. At most 3 games' comments per request. */
  comments: CommentPage;
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  developer: Scalars['String']['output'];
  downloadLink: Scalars['String']['output'];
  downloads: Scalars['Int']['output'];
  gameplayUrl: Scalars['String']['output'];
  generalNotes: Scalars['String']['output'];
  genres: Array<Option>;
  homepageUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  installationInstructions: Scalars['String']['output'];
  lastUpdated: Scalars['String']['output'];
  /** The licence of the game's code: an SPDX expression such as `GPL-3.0-or-later`, or words such as Freeware; empty when not given. */
  license: Scalars['String']['output'];
  publisher: Scalars['String']['output'];
  /** The mean of the game's ratings, 1 to 5 (0 while it has none: `totalRatings` says so). */
  rating: Scalars['Float']['output'];
  releaseDate: Scalars['String']['output'];
  screenshots: Array<Scalars['String']['output']>;
  /** Visitors who shared the game (once per visitor). */
  shares: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Visitors who starred the game: anonymous stars and accounts' favorites (one per visitor). */
  stars: Scalars['Int']['output'];
  status: GameStatus;
  steamfixUrl: Scalars['String']['output'];
  supportLink: Scalars['String']['output'];
  systemRequirements: SystemRequirements;
  tags: Array<Option>;
  technicalDetails: TechnicalDetails;
  title: Scalars['String']['output'];
  totalRatings: Scalars['Int']['output'];
  trailerUrl: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['String']['output'];
  views: Scalars['Int']['output'];
  /**
   * The rating that sorts and ranks: a Bayesian average toward the catalogue's mean,
   * `(10 × mean + rating × totalRatings) / (10 + totalRatings)`, so that a few votes weigh little.
   * Null while the game has no rating (docs/decisions.md, "Weighted rating").
   */
  weightedRating?: Maybe<Scalars['Float']['output']>;
};


/** A game record: dozens of texts of up to 10,000 characters, so it weighs more than its fields. */
export type GameCommentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type GameConnection = {
  __typename?: 'GameConnection';
  /** The mean weighted rating of the matching games that have ratings (0 when none has: see `ratedCount`). */
  averageRating: Scalars['Float']['output'];
  /** The ids of every matching game, not only this page's (the console's select-all, SPEC 2.20). */
  ids: Array<Scalars['ID']['output']>;
  nodes: Array<Game>;
  pageInfo: PageInfo;
  /** How many matching games have at least one rating. */
  ratedCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /** The downloads of every matching game, not only this page's. */
  totalDownloads: Scalars['Float']['output'];
  /** The views of every matching game, not only this page's. */
  totalViews: Scalars['Float']['output'];
};

export type GameFilter = {
  /** Case-insensitive category match; `all` or empty matches every category. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive genre value; `all` or empty matches every genre. */
  genre?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive substring of title, developer or category (the console's search box, SPEC 2.20). */
  quickSearch?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive substring of title, developer or description. */
  search?: InputMaybe<Scalars['String']['input']>;
  window?: InputMaybe<TimeWindow>;
};

/** The admin game form (SPEC 3). The REST service validates it with the texts of SPEC 5. */
export type GameInput = {
  category: Scalars['String']['input'];
  changelog?: InputMaybe<Array<ChangelogEntryInput>>;
  description: Scalars['String']['input'];
  developer: Scalars['String']['input'];
  downloadLink?: InputMaybe<Scalars['String']['input']>;
  gameplayUrl?: InputMaybe<Scalars['String']['input']>;
  generalNotes?: InputMaybe<Scalars['String']['input']>;
  genres?: InputMaybe<Array<Scalars['String']['input']>>;
  homepageUrl?: InputMaybe<Scalars['String']['input']>;
  /** An external cover URL, or the current one; an uploaded cover replaces it. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  installationInstructions?: InputMaybe<Scalars['String']['input']>;
  license?: InputMaybe<Scalars['String']['input']>;
  minimumRequirements?: InputMaybe<MinimumRequirementsInput>;
  publisher: Scalars['String']['input'];
  releaseDate: Scalars['String']['input'];
  size?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  status?: InputMaybe<GameStatus>;
  steamfixUrl?: InputMaybe<Scalars['String']['input']>;
  supportLink?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technicalDetails?: InputMaybe<TechnicalDetailsInput>;
  title: Scalars['String']['input'];
  trailerUrl?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['String']['input']>;
};

/** The game page's Report dialog (SPEC 2.8, 5). */
export type GameReportInput = {
  description: Scalars['String']['input'];
  email: Scalars['String']['input'];
  gameId: Scalars['ID']['input'];
  /** Broken Download, Malware/Virus, Wrong Information, Copyright Violation or Other. */
  reason: Scalars['String']['input'];
  /** The page the report was made from. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type GameRequest = {
  __typename?: 'GameRequest';
  additionalInfo: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  gameTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  releaseYear?: Maybe<Scalars['Int']['output']>;
  requesterEmail: Scalars['String']['output'];
  status: GameRequestStatus;
  updatedAt: Scalars['String']['output'];
};

export type GameRequestInput = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  gameTitle: Scalars['String']['input'];
  platform: Scalars['String']['input'];
  releaseYear?: InputMaybe<Scalars['Int']['input']>;
  requesterEmail: Scalars['String']['input'];
};

export type GameRequestStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type GameSort =
  /** Most downloads first. */
  | 'DOWNLOADS'
  /** Newest release date first. */
  | 'NEWEST'
  /** Most views first. */
  | 'POPULAR'
  /** Highest rating first. */
  | 'RATING'
  /** Title A-Z. */
  | 'TITLE';

export type GameStatus =
  | 'active'
  | 'inactive';

/** The few game fields an account list carries. */
export type GameSummary = {
  __typename?: 'GameSummary';
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** What the caller did to one game: their star, share and rating. */
export type GameViewerState = {
  __typename?: 'GameViewerState';
  /** The caller's own rating, 1 to 5; null when they have not rated it (or are not signed in). */
  myRating?: Maybe<Scalars['Int']['output']>;
  shared: Scalars['Boolean']['output'];
  starred: Scalars['Boolean']['output'];
};

/** The number of active games of one genre (the categories page, SPEC 2.11). */
export type GenreCount = {
  __typename?: 'GenreCount';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type HomeData = {
  __typename?: 'HomeData';
  /** Union of the top 3 by downloads and the top 3 by stars, at most 5. */
  featured: Array<Game>;
  latest: Array<Game>;
  mostPopular: Array<Game>;
  mostViewed: Array<Game>;
  /** The 3 best by weighted rating; unrated games never. */
  topRated: Array<Game>;
  totalGames: Scalars['Int']['output'];
};

export type IssueReportInput = {
  description: Scalars['String']['input'];
  email: Scalars['String']['input'];
  gameName: Scalars['String']['input'];
  issueType: Scalars['String']['input'];
  systemSpecs: Scalars['String']['input'];
};

export type LoginInput = {
  /** A solved proof-of-work challenge (base64 ALTCHA payload), when an answer asked for one with CHALLENGE_REQUIRED. */
  altcha?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageResult = {
  __typename?: 'MessageResult';
  message: Scalars['String']['output'];
};

export type MinimumRequirements = {
  __typename?: 'MinimumRequirements';
  graphics: Scalars['String']['output'];
  memory: Scalars['String']['output'];
  os: Scalars['String']['output'];
  processor: Scalars['String']['output'];
  storage: Scalars['String']['output'];
};

export type MinimumRequirementsInput = {
  graphics?: InputMaybe<Scalars['String']['input']>;
  memory?: InputMaybe<Scalars['String']['input']>;
  os?: InputMaybe<Scalars['String']['input']>;
  processor?: InputMaybe<Scalars['String']['input']>;
  storage?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in to the console: admins and moderators. Answers FORBIDDEN 'Access denied. Only administrators can access this area.' for other users. */
  adminLogin: SignIn;
  /** The second step of signing in to an account with two-factor sign-in. A code works once. */
  completeTwoFactorSignIn: Session;
  /** Admin only. At most 4 screenshots; images are checked and re-encoded by the REST service. */
  createGame: Game;
  /**
   * Admin only. Creating a moderator or an admin needs the caller's own `currentPassword` unless the
   * caller's session entered its password in the last 10 minutes (else BAD_USER_INPUT naming `currentPassword`).
   */
  createUser: User;
  /** Deletes the caller's account with its favorites, downloads and sessions. The last admin cannot. */
  deleteAccount: MessageResult;
  /** The author, moderators and admins. A comment with replies stays as "Comment deleted". */
  deleteComment: MessageResult;
  deleteGame: MessageResult;
  /** One REST call per id, in parallel; counts successes and failures. */
  deleteGames: BulkDeleteResult;
  deleteUser: MessageResult;
  /** Turns two-factor sign-in off: the password and a code (or a recovery code). */
  disableTwoFactor: MessageResult;
  /** The author only. */
  editComment: Comment;
  /** Turns two-factor sign-in on with the first code from the app; answers the recovery codes. */
  enableTwoFactor: RecoveryCodes;
  /** Moderators and admins: the comment disappears for everyone but its author and staff. */
  hideComment: Comment;
  /** Signed in: once per account. */
  likeComment: CommentLikeResult;
  login: SignIn;
  /** Ends the caller's token on the server: it is refused from now until it would have expired. */
  logout: MessageResult;
  /** Signed in with a verified email. A reply's `parentId` must be a top-level comment. */
  postComment: Comment;
  /** Signed in with a verified email: rates the game 1 to 5; a later call changes the rating. */
  rateGame: RatingResult;
  /** Counts a Download Game click, anonymous visitors too (once per visitor, game and day); signed in, also the account's history. */
  recordDownload: DownloadResult;
  /** Counts a view of the game page: once per visitor and game per 30 minutes. */
  recordGameView: CountResult;
  /** New recovery codes for a code from the app; the old ones stop working. */
  regenerateRecoveryCodes: RecoveryCodes;
  register: Session;
  /** Signed in: the report reaches the staff. */
  reportComment: MessageResult;
  /** Emails a single-use link to reset the password (valid 30 minutes). Answers the same text whether or not the account exists. */
  requestPasswordReset: MessageResult;
  /** Mails the caller a new verification link (a few an hour). */
  resendVerificationEmail: MessageResult;
  /** Sets a new password with the emailed token; every earlier session of the account ends. */
  resetPassword: MessageResult;
  /** Counts a share (a share link opened or the link copied), once per visitor. */
  shareGame: CountResult;
  /** Ends every session of the caller's account, this one included. */
  signOutEverywhere: MessageResult;
  /** Stars the game, once per visitor; a signed-in caller's star is their favorite. */
  starGame: StarResult;
  /** A new authenticator secret for the caller (replacing an unfinished one); two-factor sign-in goes on with `enableTwoFactor`. */
  startTwoFactorSetup: TwoFactorSetup;
  /** The contact form (SPEC 2.15): the message reaches the site's staff. */
  submitContactMessage: MessageResult;
  submitDmcaNotice: MessageResult;
  /** The game page's Report dialog: the report reaches the staff. */
  submitGameReport: MessageResult;
  submitGameRequest: MessageResult;
  /** The Report an Issue page (SPEC 2.15): the report reaches the site's staff. */
  submitIssueReport: MessageResult;
  /** The footer's newsletter box: subscribes the address to new-game announcements. */
  subscribeNewsletter: MessageResult;
  toggleFavorite: FavoriteResult;
  /** With the token of the link mailed to the old address after an email change: puts that address back, ends every session of the account and every open password reset link. */
  undoEmailChange: MessageResult;
  /** Moderators and admins. */
  unhideComment: Comment;
  /** Signed in: withdraws the caller's rating. */
  unrateGame: RatingResult;
  /** Signed in: withdraws the star (and the favorite). An anonymous star cannot be undone. */
  unstarGame: StarResult;
  /** The name shown on the caller's comments: 1 to 40 characters, no control characters. */
  updateDisplayName: Profile;
  /** Resolving with `takeGameOffline` also sets the listed game the notice points at inactive. */
  updateDmcaStatus: MessageResult;
  /** Admin only. `keptScreenshots` lists the current screenshots to keep (all when omitted); new files are appended. */
  updateGame: Game;
  updateGameRequestStatus: MessageResult;
  updatePassword: PasswordResult;
  /** Changes the caller's email; the current password must be given. The old address is mailed a link that undoes the change for 7 days. */
  updateProfile: Profile;
  /** Moderators and admins: resolves, dismisses or reopens a report, with an optional note. */
  updateReportStatus: MessageResult;
  updateSettings: AccountSettings;
  /** Admin only. Saves every setting at once. */
  updateSiteSettings: SiteSettings;
  /**
   * Admin only. A new password, email or role needs the caller's own `currentPassword` unless the
   * caller's session entered its password in the last 10 minutes (else BAD_USER_INPUT naming `currentPassword`).
   */
  updateUser: User;
  /** Proves the account's address with the token of the emailed link (single use, 24 hours). */
  verifyEmail: MessageResult;
};


export type MutationAdminLoginArgs = {
  input: LoginInput;
};


export type MutationCompleteTwoFactorSignInArgs = {
  input: TwoFactorSignInInput;
};


export type MutationCreateGameArgs = {
  cover?: InputMaybe<Scalars['Upload']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GameInput;
  screenshots?: InputMaybe<Array<Scalars['Upload']['input']>>;
};


export type MutationCreateUserArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: UserCreateInput;
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGameArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGamesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationEditCommentArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationHideCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLikeCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPostCommentArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CommentInput;
};


export type MutationRateGameArgs = {
  gameId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationRecordDownloadArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationRecordGameViewArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationRegenerateRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationReportCommentArgs = {
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationShareGameArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationStarGameArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationSubmitContactMessageArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ContactMessageInput;
};


export type MutationSubmitDmcaNoticeArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: DmcaNoticeInput;
};


export type MutationSubmitGameReportArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GameReportInput;
};


export type MutationSubmitGameRequestArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GameRequestInput;
};


export type MutationSubmitIssueReportArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: IssueReportInput;
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationToggleFavoriteArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationUndoEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnhideCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnrateGameArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationUnstarGameArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationUpdateDisplayNameArgs = {
  displayName: Scalars['String']['input'];
};


export type MutationUpdateDmcaStatusArgs = {
  id: Scalars['ID']['input'];
  status: DmcaStatus;
  takeGameOffline?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateGameArgs = {
  cover?: InputMaybe<Scalars['Upload']['input']>;
  id: Scalars['ID']['input'];
  input: GameInput;
  keptScreenshots?: InputMaybe<Array<Scalars['String']['input']>>;
  screenshots?: InputMaybe<Array<Scalars['Upload']['input']>>;
};


export type MutationUpdateGameRequestStatusArgs = {
  id: Scalars['ID']['input'];
  status: GameRequestStatus;
};


export type MutationUpdatePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  currentPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationUpdateReportStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: ReportStatus;
};


export type MutationUpdateSettingsArgs = {
  input: SettingsInput;
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationUpdateUserArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: UserUpdateInput;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** A comment the caller wrote. */
export type MyComment = {
  __typename?: 'MyComment';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  game: GameSummary;
  id: Scalars['ID']['output'];
  status: CommentStatus;
};

/** A rating the caller gave. */
export type MyRating = {
  __typename?: 'MyRating';
  game: GameSummary;
  ratedAt: Scalars['String']['output'];
  rating: Scalars['Int']['output'];
};

/** The listed game a takedown notice names. */
export type NoticeGame = {
  __typename?: 'NoticeGame';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  status: GameStatus;
  title: Scalars['String']['output'];
};

/** A value with its display label, such as `{ value: "rpg", label: "RPG" }`. */
export type Option = {
  __typename?: 'Option';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
};

export type PasswordResult = {
  __typename?: 'PasswordResult';
  message: Scalars['String']['output'];
  /** A fresh token: every earlier session has ended. */
  token: Scalars['String']['output'];
};

export type PredefinedOptions = {
  __typename?: 'PredefinedOptions';
  genres: Array<Option>;
  languages: Array<Option>;
  platforms: Array<Option>;
  tags: Array<Option>;
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['String']['output'];
  /** The name shown on the account's comments; null until set (1 to 40 characters). */
  displayName?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** Whether the address was proven with the emailed link; until then the account may not comment, rate or vote. */
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  role: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin only. The audit log, newest first; `limit` from 1 to 100. */
  auditLog: AuditLogPage;
  categories: Array<Option>;
  /** What the REST service offers of the community features; the client hides the rest. */
  communityFeatures: CommunityFeatures;
  /** Active users, downloads, reviews and games (the home page's strip). */
  communityStats: CommunityStats;
  dashboardStats: DashboardStats;
  dmcaNotices: Array<DmcaNotice>;
  /** The 200 most recent downloads. */
  downloads: Array<Download>;
  favorites: Array<Favorite>;
  game?: Maybe<Game>;
  gameRequests: Array<GameRequest>;
  /** The caller's star, share and rating of one game (anonymous visitors by their visitor cookie). */
  gameViewer: GameViewerState;
  /** Active games (all games for admins and moderators), filtered, sorted and paged. */
  games: GameConnection;
  /** Every genre with its number of active games. */
  genreCounts: Array<GenreCount>;
  genres: Array<Option>;
  home: HomeData;
  me?: Maybe<Profile>;
  /** The caller's comments, newest first (at most 200). */
  myComments: Array<MyComment>;
  /** The caller's ratings, newest first. */
  myRatings: Array<MyRating>;
  /** Moderators and admins. Open reports, for the console's badge. */
  openReportCount: Scalars['Int']['output'];
  predefinedOptions: PredefinedOptions;
  /** Moderators and admins. Reports newest first; `limit` from 1 to 100. */
  reports: ReportPage;
  /** Games whose title, developer or description contains the text (SPEC 2.14). */
  searchGames: GameConnection;
  /** First 5 games whose title or developer contains the text (SPEC 2.3). */
  searchSuggestions: Array<Game>;
  settings: AccountSettings;
  /** What the site calls itself and whether it is down for maintenance; anyone may read it. */
  siteSettings: SiteSettings;
  /**
   * The 15 games with the most downloads in the window (SPEC 2.12): the last 7, 30 or 365 days, or all
   * time. Here `window` counts downloads, not releases.
   */
  topDownloads: Array<Game>;
  /** The caller's two-factor sign-in. */
  twoFactorStatus: TwoFactorStatus;
  users: Array<User>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGameArgs = {
  slug: Scalars['String']['input'];
};


export type QueryGameViewerArgs = {
  gameId: Scalars['ID']['input'];
};


export type QueryGamesArgs = {
  filter?: InputMaybe<GameFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<GameSort>;
};


export type QueryReportsArgs = {
  filter?: InputMaybe<ReportFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchGamesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  q: Scalars['String']['input'];
};


export type QueryTopDownloadsArgs = {
  window?: InputMaybe<TimeWindow>;
};

export type RatingResult = {
  __typename?: 'RatingResult';
  /** The caller's rating now; null once withdrawn. */
  rating?: Maybe<Scalars['Int']['output']>;
};

export type RecoveryCodes = {
  __typename?: 'RecoveryCodes';
  /** Ten single-use codes, each a way in without the app; shown this once. */
  codes: Array<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type RegisterInput = {
  /** A solved proof-of-work challenge (base64 ALTCHA payload), when an answer asked for one with CHALLENGE_REQUIRED. */
  altcha?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Something that reached the staff: a game or comment report, an issue report or a contact message. */
export type Report = {
  __typename?: 'Report';
  comment?: Maybe<ReportedComment>;
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The listed game it is about, when there is one. */
  game?: Maybe<ReportedGame>;
  /** The game's name as the reporter gave it (issue reports), or as it was when reported. */
  gameName: Scalars['String']['output'];
  handledAt?: Maybe<Scalars['String']['output']>;
  handledBy?: Maybe<ReportHandler>;
  id: Scalars['ID']['output'];
  kind: ReportKind;
  name: Scalars['String']['output'];
  pageUrl: Scalars['String']['output'];
  /** The reason of a game or comment report, the type of an issue, the subject of a contact message. */
  reason: Scalars['String']['output'];
  resolutionNote: Scalars['String']['output'];
  status: ReportStatus;
  systemSpecs: Scalars['String']['output'];
};

export type ReportFilter = {
  kind?: InputMaybe<ReportKind>;
  status?: InputMaybe<ReportStatus>;
};

export type ReportHandler = {
  __typename?: 'ReportHandler';
  email: Scalars['String']['output'];
};

export type ReportKind =
  /** A reported comment. */
  | 'comment'
  /** A contact message. */
  | 'contact'
  /** The game page's Report dialog. */
  | 'game'
  /** The Report an Issue page. */
  | 'issue';

export type ReportPage = {
  __typename?: 'ReportPage';
  /** Open reports of every kind, whatever the filter (the console's badge). */
  openCount: Scalars['Int']['output'];
  /** Newest first. */
  reports: Array<Report>;
  /** Reports matching the filter in all. */
  totalCount: Scalars['Int']['output'];
};

export type ReportStatus =
  | 'dismissed'
  | 'open'
  | 'resolved';

export type ReportedComment = {
  __typename?: 'ReportedComment';
  /** The start of the comment's text. */
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: CommentStatus;
};

export type ReportedGame = {
  __typename?: 'ReportedGame';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type Session = {
  __typename?: 'Session';
  token: Scalars['String']['output'];
  user: SessionUser;
};

export type SessionUser = {
  __typename?: 'SessionUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Scalars['String']['output'];
};

export type SettingsInput = {
  downloadNotifications: Scalars['Boolean']['input'];
  emailNotifications: Scalars['Boolean']['input'];
};

/**
 * The first step of signing in. Without two-factor sign-in: the session (`token` and `user`). With
 * it: only `twoFactorChallenge`, to send with a code to `completeTwoFactorSignIn`.
 */
export type SignIn = {
  __typename?: 'SignIn';
  token?: Maybe<Scalars['String']['output']>;
  /** Good for 5 minutes and a few codes; then sign in again. */
  twoFactorChallenge?: Maybe<Scalars['String']['output']>;
  user?: Maybe<SessionUser>;
};

/** The console's site settings (SPEC 2.24). */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  contactEmail: Scalars['String']['output'];
  /** Visitors see a maintenance page (HTTP 503); staff keep working. */
  maintenanceMode: Scalars['Boolean']['output'];
  /** How long a console session lasts: 30, 60, 120 or 240. */
  sessionTimeoutMinutes: Scalars['Int']['output'];
  siteDescription: Scalars['String']['output'];
  siteName: Scalars['String']['output'];
  /** Staff (admins and moderators) must sign in with a second factor; those without one are sent to set it up. */
  twoFactorEnabled: Scalars['Boolean']['output'];
};

export type SiteSettingsInput = {
  contactEmail: Scalars['String']['input'];
  maintenanceMode: Scalars['Boolean']['input'];
  sessionTimeoutMinutes: Scalars['Int']['input'];
  siteDescription: Scalars['String']['input'];
  siteName: Scalars['String']['input'];
  /** Left out: stays as saved. Turning it on needs two-factor sign-in on the caller's own account. */
  twoFactorEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type StarResult = {
  __typename?: 'StarResult';
  counted: Scalars['Boolean']['output'];
  starred: Scalars['Boolean']['output'];
};

export type SystemRequirements = {
  __typename?: 'SystemRequirements';
  minimum: MinimumRequirements;
};

export type TechnicalDetails = {
  __typename?: 'TechnicalDetails';
  ageRating: Scalars['String']['output'];
  directX: Scalars['String']['output'];
  language: Array<Option>;
  networkRequirements: Scalars['String']['output'];
  platforms: Array<Option>;
};

export type TechnicalDetailsInput = {
  ageRating?: InputMaybe<Scalars['String']['input']>;
  directX?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Array<Scalars['String']['input']>>;
  networkRequirements?: InputMaybe<Scalars['String']['input']>;
  platforms?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type TimeWindow =
  | 'ALL'
  /** Released at most 30 whole days ago. */
  | 'MONTH'
  /** Released at most 7 whole days ago. */
  | 'WEEK'
  /** Released at most 365 whole days ago. */
  | 'YEAR';

/** What an authenticator app needs to start making codes; shown until the first code confirms it. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The secret as text (base32), for typing into the app. */
  manualKey: Scalars['String']['output'];
  /** The otpauth:// address the QR code holds. */
  otpauthUri: Scalars['String']['output'];
  /** The QR code as an SVG image in a data: URL. */
  qrCode: Scalars['String']['output'];
};

export type TwoFactorSignInInput = {
  /** The challenge `login` or `adminLogin` answered. */
  challenge: Scalars['String']['input'];
  /** Six digits from the authenticator app, or a recovery code. */
  code: Scalars['String']['input'];
};

/** The caller's two-factor sign-in. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The site requires a second factor of this account (staff, with the console's Two-Factor setting on). */
  required: Scalars['Boolean']['output'];
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  /** Downloads this user has made (one a game per day). */
  downloadsCount: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  /** Games this user has among their favorites. */
  favoritesCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  role: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type UserCreateInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
};

export type UserUpdateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountSettings: ResolverTypeWrapper<AccountSettings>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditLogPage: ResolverTypeWrapper<AuditLogPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkDeleteResult: ResolverTypeWrapper<BulkDeleteResult>;
  Category: Category;
  ChangelogEntry: ResolverTypeWrapper<ChangelogEntry>;
  ChangelogEntryInput: ChangelogEntryInput;
  Comment: ResolverTypeWrapper<Comment>;
  CommentAuthor: ResolverTypeWrapper<CommentAuthor>;
  CommentInput: CommentInput;
  CommentLikeResult: ResolverTypeWrapper<CommentLikeResult>;
  CommentPage: ResolverTypeWrapper<CommentPage>;
  CommentStatus: CommentStatus;
  CommunityFeatures: ResolverTypeWrapper<CommunityFeatures>;
  CommunityStats: ResolverTypeWrapper<CommunityStats>;
  ContactMessageInput: ContactMessageInput;
  CountResult: ResolverTypeWrapper<CountResult>;
  DashboardStats: ResolverTypeWrapper<Omit<DashboardStats, 'topGames'> & { topGames: Array<ResolversTypes['Game']> }>;
  DmcaNotice: ResolverTypeWrapper<DmcaNoticeShape>;
  DmcaNoticeInput: DmcaNoticeInput;
  DmcaStatus: DmcaStatus;
  Download: ResolverTypeWrapper<Download>;
  DownloadResult: ResolverTypeWrapper<DownloadResult>;
  Favorite: ResolverTypeWrapper<Favorite>;
  FavoriteResult: ResolverTypeWrapper<FavoriteResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<NormalizedGame>;
  GameConnection: ResolverTypeWrapper<GamePage>;
  GameFilter: GameFilter;
  GameInput: GameInput;
  GameReportInput: GameReportInput;
  GameRequest: ResolverTypeWrapper<GameRequest>;
  GameRequestInput: GameRequestInput;
  GameRequestStatus: GameRequestStatus;
  GameSort: GameSort;
  GameStatus: GameStatus;
  GameSummary: ResolverTypeWrapper<GameSummary>;
  GameViewerState: ResolverTypeWrapper<GameViewerState>;
  GenreCount: ResolverTypeWrapper<GenreCount>;
  HomeData: ResolverTypeWrapper<Omit<HomeData, 'featured' | 'latest' | 'mostPopular' | 'mostViewed' | 'topRated'> & { featured: Array<ResolversTypes['Game']>, latest: Array<ResolversTypes['Game']>, mostPopular: Array<ResolversTypes['Game']>, mostViewed: Array<ResolversTypes['Game']>, topRated: Array<ResolversTypes['Game']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssueReportInput: IssueReportInput;
  LoginInput: LoginInput;
  MessageResult: ResolverTypeWrapper<MessageResult>;
  MinimumRequirements: ResolverTypeWrapper<MinimumRequirements>;
  MinimumRequirementsInput: MinimumRequirementsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyComment: ResolverTypeWrapper<MyComment>;
  MyRating: ResolverTypeWrapper<MyRating>;
  NoticeGame: ResolverTypeWrapper<NoticeGame>;
  Option: ResolverTypeWrapper<Option>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResult: ResolverTypeWrapper<PasswordResult>;
  PredefinedOptions: ResolverTypeWrapper<PredefinedOptions>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingResult: ResolverTypeWrapper<RatingResult>;
  RecoveryCodes: ResolverTypeWrapper<RecoveryCodes>;
  RegisterInput: RegisterInput;
  Report: ResolverTypeWrapper<Report>;
  ReportFilter: ReportFilter;
  ReportHandler: ResolverTypeWrapper<ReportHandler>;
  ReportKind: ReportKind;
  ReportPage: ResolverTypeWrapper<ReportPage>;
  ReportStatus: ReportStatus;
  ReportedComment: ResolverTypeWrapper<ReportedComment>;
  ReportedGame: ResolverTypeWrapper<ReportedGame>;
  ResetPasswordInput: ResetPasswordInput;
  Session: ResolverTypeWrapper<Session>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SettingsInput: SettingsInput;
  SignIn: ResolverTypeWrapper<SignIn>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  StarResult: ResolverTypeWrapper<StarResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemRequirements: ResolverTypeWrapper<SystemRequirements>;
  TechnicalDetails: ResolverTypeWrapper<TechnicalDetails>;
  TechnicalDetailsInput: TechnicalDetailsInput;
  TimeWindow: TimeWindow;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  TwoFactorSignInInput: TwoFactorSignInInput;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountSettings: AccountSettings;
  AuditActor: AuditActor;
  AuditDetail: AuditDetail;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditLogPage: AuditLogPage;
  Boolean: Scalars['Boolean']['output'];
  BulkDeleteResult: BulkDeleteResult;
  ChangelogEntry: ChangelogEntry;
  ChangelogEntryInput: ChangelogEntryInput;
  Comment: Comment;
  CommentAuthor: CommentAuthor;
  CommentInput: CommentInput;
  CommentLikeResult: CommentLikeResult;
  CommentPage: CommentPage;
  CommunityFeatures: CommunityFeatures;
  CommunityStats: CommunityStats;
  ContactMessageInput: ContactMessageInput;
  CountResult: CountResult;
  DashboardStats: Omit<DashboardStats, 'topGames'> & { topGames: Array<ResolversParentTypes['Game']> };
  DmcaNotice: DmcaNoticeShape;
  DmcaNoticeInput: DmcaNoticeInput;
  Download: Download;
  DownloadResult: DownloadResult;
  Favorite: Favorite;
  FavoriteResult: FavoriteResult;
  Float: Scalars['Float']['output'];
  Game: NormalizedGame;
  GameConnection: GamePage;
  GameFilter: GameFilter;
  GameInput: GameInput;
  GameReportInput: GameReportInput;
  GameRequest: GameRequest;
  GameRequestInput: GameRequestInput;
  GameSummary: GameSummary;
  GameViewerState: GameViewerState;
  GenreCount: GenreCount;
  HomeData: Omit<HomeData, 'featured' | 'latest' | 'mostPopular' | 'mostViewed' | 'topRated'> & { featured: Array<ResolversParentTypes['Game']>, latest: Array<ResolversParentTypes['Game']>, mostPopular: Array<ResolversParentTypes['Game']>, mostViewed: Array<ResolversParentTypes['Game']>, topRated: Array<ResolversParentTypes['Game']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssueReportInput: IssueReportInput;
  LoginInput: LoginInput;
  MessageResult: MessageResult;
  MinimumRequirements: MinimumRequirements;
  MinimumRequirementsInput: MinimumRequirementsInput;
  Mutation: Record<PropertyKey, never>;
  MyComment: MyComment;
  MyRating: MyRating;
  NoticeGame: NoticeGame;
  Option: Option;
  PageInfo: PageInfo;
  PasswordResult: PasswordResult;
  PredefinedOptions: PredefinedOptions;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  RatingResult: RatingResult;
  RecoveryCodes: RecoveryCodes;
  RegisterInput: RegisterInput;
  Report: Report;
  ReportFilter: ReportFilter;
  ReportHandler: ReportHandler;
  ReportPage: ReportPage;
  ReportedComment: ReportedComment;
  ReportedGame: ReportedGame;
  ResetPasswordInput: ResetPasswordInput;
  Session: Session;
  SessionUser: SessionUser;
  SettingsInput: SettingsInput;
  SignIn: SignIn;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  StarResult: StarResult;
  String: Scalars['String']['output'];
  SystemRequirements: SystemRequirements;
  TechnicalDetails: TechnicalDetails;
  TechnicalDetailsInput: TechnicalDetailsInput;
  TwoFactorSetup: TwoFactorSetup;
  TwoFactorSignInInput: TwoFactorSignInInput;
  TwoFactorStatus: TwoFactorStatus;
  Upload: Scalars['Upload']['output'];
  User: User;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
};

export type CostDirectiveArgs = {
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphqlContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
  sizedFields?: Maybe<Array<Scalars['String']['input']>>;
  slicingArguments?: Maybe<Array<Scalars['String']['input']>>;
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphqlContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountSettingsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountSettings'] = ResolversParentTypes['AccountSettings']> = {
  downloadNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AuditDetailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  actors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkDeleteResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BulkDeleteResult'] = ResolversParentTypes['BulkDeleteResult']> = {
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangelogEntryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChangelogEntry'] = ResolversParentTypes['ChangelogEntry']> = {
  changes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  likedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommentStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentAuthorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentLikeResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommentLikeResult'] = ResolversParentTypes['CommentLikeResult']> = {
  liked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommentPage'] = ResolversParentTypes['CommentPage']> = {
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommunityFeaturesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommunityFeatures'] = ResolversParentTypes['CommunityFeatures']> = {
  comments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommunityStatsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommunityStats'] = ResolversParentTypes['CommunityStats']> = {
  activeUsers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  games?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CountResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CountResult'] = ResolversParentTypes['CountResult']> = {
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DashboardStatsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = {
  gamesAddedLast30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  totalDownloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalShares?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DmcaNoticeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DmcaNotice'] = ResolversParentTypes['DmcaNotice']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyrightOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['NoticeGame']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DmcaStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Download'] = ResolversParentTypes['Download']> = {
  downloadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['GameSummary'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DownloadResult'] = ResolversParentTypes['DownloadResult']> = {
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FavoriteResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['GameSummary'], ParentType, ContextType>;
};

export type FavoriteResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FavoriteResult'] = ResolversParentTypes['FavoriteResult']> = {
  favorited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changelog?: Resolver<Array<ResolversTypes['ChangelogEntry']>, ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType, RequireFields<GameCommentsArgs, 'limit' | 'offset'>>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameplayUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  homepageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  installationInstructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  license?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  releaseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenshots?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  steamfixUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  systemRequirements?: Resolver<ResolversTypes['SystemRequirements'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  technicalDetails?: Resolver<ResolversTypes['TechnicalDetails'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trailerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weightedRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GameConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['GameConnection'] = ResolversParentTypes['GameConnection']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  ratedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDownloads?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GameRequestResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['GameRequest'] = ResolversParentTypes['GameRequest']> = {
  additionalInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requesterEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameRequestStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameSummaryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['GameSummary'] = ResolversParentTypes['GameSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameViewerStateResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['GameViewerState'] = ResolversParentTypes['GameViewerState']> = {
  myRating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GenreCountResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['GenreCount'] = ResolversParentTypes['GenreCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomeDataResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HomeData'] = ResolversParentTypes['HomeData']> = {
  featured?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  mostPopular?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  mostViewed?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  topRated?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  totalGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MessageResult'] = ResolversParentTypes['MessageResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MinimumRequirementsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MinimumRequirements'] = ResolversParentTypes['MinimumRequirements']> = {
  graphics?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  os?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminLogin?: Resolver<ResolversTypes['SignIn'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'input'>>;
  completeTwoFactorSignIn?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationCompleteTwoFactorSignInArgs, 'input'>>;
  createGame?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationCreateGameArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteComment?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deleteGame?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteGameArgs, 'id'>>;
  deleteGames?: Resolver<ResolversTypes['BulkDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteGamesArgs, 'ids'>>;
  deleteUser?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'code' | 'password'>>;
  editComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'content' | 'id'>>;
  enableTwoFactor?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'code'>>;
  hideComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationHideCommentArgs, 'id'>>;
  likeComment?: Resolver<ResolversTypes['CommentLikeResult'], ParentType, ContextType, RequireFields<MutationLikeCommentArgs, 'id'>>;
  login?: Resolver<ResolversTypes['SignIn'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  postComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationPostCommentArgs, 'input'>>;
  rateGame?: Resolver<ResolversTypes['RatingResult'], ParentType, ContextType, RequireFields<MutationRateGameArgs, 'gameId' | 'rating'>>;
  recordDownload?: Resolver<ResolversTypes['DownloadResult'], ParentType, ContextType, RequireFields<MutationRecordDownloadArgs, 'gameId'>>;
  recordGameView?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationRecordGameViewArgs, 'gameId'>>;
  regenerateRecoveryCodes?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'code'>>;
  register?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  reportComment?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationReportCommentArgs, 'description' | 'id' | 'reason'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  shareGame?: Resolver<ResolversTypes['CountResult'], ParentType, ContextType, RequireFields<MutationShareGameArgs, 'gameId'>>;
  signOutEverywhere?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  starGame?: Resolver<ResolversTypes['StarResult'], ParentType, ContextType, RequireFields<MutationStarGameArgs, 'gameId'>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  submitContactMessage?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubmitContactMessageArgs, 'input'>>;
  submitDmcaNotice?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubmitDmcaNoticeArgs, 'input'>>;
  submitGameReport?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubmitGameReportArgs, 'input'>>;
  submitGameRequest?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubmitGameRequestArgs, 'input'>>;
  submitIssueReport?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubmitIssueReportArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email'>>;
  toggleFavorite?: Resolver<ResolversTypes['FavoriteResult'], ParentType, ContextType, RequireFields<MutationToggleFavoriteArgs, 'gameId'>>;
  undoEmailChange?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationUndoEmailChangeArgs, 'token'>>;
  unhideComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationUnhideCommentArgs, 'id'>>;
  unrateGame?: Resolver<ResolversTypes['RatingResult'], ParentType, ContextType, RequireFields<MutationUnrateGameArgs, 'gameId'>>;
  unstarGame?: Resolver<ResolversTypes['StarResult'], ParentType, ContextType, RequireFields<MutationUnstarGameArgs, 'gameId'>>;
  updateDisplayName?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateDisplayNameArgs, 'displayName'>>;
  updateDmcaStatus?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationUpdateDmcaStatusArgs, 'id' | 'status' | 'takeGameOffline'>>;
  updateGame?: Resolver<ResolversTypes['Game'], ParentType, ContextType, RequireFields<MutationUpdateGameArgs, 'id' | 'input'>>;
  updateGameRequestStatus?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationUpdateGameRequestStatusArgs, 'id' | 'status'>>;
  updatePassword?: Resolver<ResolversTypes['PasswordResult'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'currentPassword' | 'newPassword'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'currentPassword' | 'email'>>;
  updateReportStatus?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationUpdateReportStatusArgs, 'id' | 'status'>>;
  updateSettings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type MyCommentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MyComment'] = ResolversParentTypes['MyComment']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['GameSummary'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommentStatus'], ParentType, ContextType>;
};

export type MyRatingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MyRating'] = ResolversParentTypes['MyRating']> = {
  game?: Resolver<ResolversTypes['GameSummary'], ParentType, ContextType>;
  ratedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoticeGameResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['NoticeGame'] = ResolversParentTypes['NoticeGame']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PasswordResult'] = ResolversParentTypes['PasswordResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PredefinedOptionsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PredefinedOptions'] = ResolversParentTypes['PredefinedOptions']> = {
  genres?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit' | 'offset'>>;
  categories?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  communityFeatures?: Resolver<ResolversTypes['CommunityFeatures'], ParentType, ContextType>;
  communityStats?: Resolver<ResolversTypes['CommunityStats'], ParentType, ContextType>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType>;
  dmcaNotices?: Resolver<Array<ResolversTypes['DmcaNotice']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
  favorites?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryGameArgs, 'slug'>>;
  gameRequests?: Resolver<Array<ResolversTypes['GameRequest']>, ParentType, ContextType>;
  gameViewer?: Resolver<ResolversTypes['GameViewerState'], ParentType, ContextType, RequireFields<QueryGameViewerArgs, 'gameId'>>;
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QueryGamesArgs, 'limit' | 'offset' | 'sort'>>;
  genreCounts?: Resolver<Array<ResolversTypes['GenreCount']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  home?: Resolver<ResolversTypes['HomeData'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  myComments?: Resolver<Array<ResolversTypes['MyComment']>, ParentType, ContextType>;
  myRatings?: Resolver<Array<ResolversTypes['MyRating']>, ParentType, ContextType>;
  openReportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  predefinedOptions?: Resolver<ResolversTypes['PredefinedOptions'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryReportsArgs, 'limit' | 'offset'>>;
  searchGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QuerySearchGamesArgs, 'limit' | 'offset' | 'q'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'q'>>;
  settings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  topDownloads?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryTopDownloadsArgs, 'window'>>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RatingResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RatingResult'] = ResolversParentTypes['RatingResult']> = {
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RecoveryCodesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RecoveryCodes'] = ResolversParentTypes['RecoveryCodes']> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  comment?: Resolver<Maybe<ResolversTypes['ReportedComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['ReportedGame']>, ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handledBy?: Resolver<Maybe<ResolversTypes['ReportHandler']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolutionNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  systemSpecs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportHandlerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReportHandler'] = ResolversParentTypes['ReportHandler']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  openCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportedCommentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReportedComment'] = ResolversParentTypes['ReportedComment']> = {
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommentStatus'], ParentType, ContextType>;
};

export type ReportedGameResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReportedGame'] = ResolversParentTypes['ReportedGame']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SignIn'] = ResolversParentTypes['SignIn']> = {
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorChallenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['SessionUser']>, ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maintenanceMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionTimeoutMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  siteDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StarResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StarResult'] = ResolversParentTypes['StarResult']> = {
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SystemRequirementsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SystemRequirements'] = ResolversParentTypes['SystemRequirements']> = {
  minimum?: Resolver<ResolversTypes['MinimumRequirements'], ParentType, ContextType>;
};

export type TechnicalDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TechnicalDetails'] = ResolversParentTypes['TechnicalDetails']> = {
  ageRating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directX?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  networkRequirements?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  manualKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  favoritesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  BulkDeleteResult?: BulkDeleteResultResolvers<ContextType>;
  ChangelogEntry?: ChangelogEntryResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CommentLikeResult?: CommentLikeResultResolvers<ContextType>;
  CommentPage?: CommentPageResolvers<ContextType>;
  CommunityFeatures?: CommunityFeaturesResolvers<ContextType>;
  CommunityStats?: CommunityStatsResolvers<ContextType>;
  CountResult?: CountResultResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  DmcaNotice?: DmcaNoticeResolvers<ContextType>;
  Download?: DownloadResolvers<ContextType>;
  DownloadResult?: DownloadResultResolvers<ContextType>;
  Favorite?: FavoriteResolvers<ContextType>;
  FavoriteResult?: FavoriteResultResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameConnection?: GameConnectionResolvers<ContextType>;
  GameRequest?: GameRequestResolvers<ContextType>;
  GameSummary?: GameSummaryResolvers<ContextType>;
  GameViewerState?: GameViewerStateResolvers<ContextType>;
  GenreCount?: GenreCountResolvers<ContextType>;
  HomeData?: HomeDataResolvers<ContextType>;
  MessageResult?: MessageResultResolvers<ContextType>;
  MinimumRequirements?: MinimumRequirementsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyComment?: MyCommentResolvers<ContextType>;
  MyRating?: MyRatingResolvers<ContextType>;
  NoticeGame?: NoticeGameResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResult?: PasswordResultResolvers<ContextType>;
  PredefinedOptions?: PredefinedOptionsResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingResult?: RatingResultResolvers<ContextType>;
  RecoveryCodes?: RecoveryCodesResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportHandler?: ReportHandlerResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportedComment?: ReportedCommentResolvers<ContextType>;
  ReportedGame?: ReportedGameResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  SignIn?: SignInResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  StarResult?: StarResultResolvers<ContextType>;
  SystemRequirements?: SystemRequirementsResolvers<ContextType>;
  TechnicalDetails?: TechnicalDetailsResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphqlContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
