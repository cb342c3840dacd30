/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AuditFilter = {
  action?: string | null | undefined;
  actorId?: string | number | null | undefined;
};

export type ChangelogEntryInput = {
  changes: string;
  date: string;
  version: string;
};

export type CommentInput = {
  /** Plain text, 1 to 2,000 characters once trimmed. */
  content: string;
  /** Sets the account's display name first; required while the account has none. */
  displayName?: string | null | undefined;
  gameId: string | number;
  /** A top-level comment to reply to. */
  parentId?: string | number | null | undefined;
};

export type CommentStatus =
  /** Deleted while it had replies: its content is empty. */
  | 'deleted'
  /** Hidden by a moderator: shown only to its author (and staff). */
  | 'hidden'
  | 'visible';

export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject: string;
};

export type DmcaNoticeInput = {
  company?: string | null | undefined;
  description: string;
  email: string;
  name: string;
  title: string;
  url: string;
};

export type DmcaStatus =
  | 'pending'
  | 'rejected'
  | 'resolved';

/** The admin game form (SPEC 3). The REST service validates it with the texts of SPEC 5. */
export type GameInput = {
  category: string;
  changelog?: Array<ChangelogEntryInput> | null | undefined;
  description: string;
  developer: string;
  downloadLink?: string | null | undefined;
  gameplayUrl?: string | null | undefined;
  generalNotes?: string | null | undefined;
  genres?: Array<string> | null | undefined;
  homepageUrl?: string | null | undefined;
  /** An external cover URL, or the current one; an uploaded cover replaces it. */
  imageUrl?: string | null | undefined;
  installationInstructions?: string | null | undefined;
  license?: string | null | undefined;
  minimumRequirements?: MinimumRequirementsInput | null | undefined;
  publisher: string;
  releaseDate: string;
  size?: string | null | undefined;
  slug: string;
  status?: GameStatus | null | undefined;
  steamfixUrl?: string | null | undefined;
  supportLink?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  technicalDetails?: TechnicalDetailsInput | null | undefined;
  title: string;
  trailerUrl?: string | null | undefined;
  version?: string | null | undefined;
};

/** The game page's Report dialog (SPEC 2.8, 5). */
export type GameReportInput = {
  description: string;
  email: string;
  gameId: string | number;
  /** Broken Download, Malware/Virus, Wrong Information, Copyright Violation or Other. */
  reason: string;
  /** The page the report was made from. */
  url?: string | null | undefined;
};

export type GameRequestInput = {
  additionalInfo?: string | null | undefined;
  gameTitle: string;
  platform: string;
  releaseYear?: number | null | undefined;
  requesterEmail: string;
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

export type IssueReportInput = {
  description: string;
  email: string;
  gameName: string;
  issueType: string;
  systemSpecs: string;
};

export type LoginInput = {
  /** A solved proof-of-work challenge (base64 ALTCHA payload), when an answer asked for one with CHALLENGE_REQUIRED. */
  altcha?: string | null | undefined;
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
};

export type MinimumRequirementsInput = {
  graphics?: string | null | undefined;
  memory?: string | null | undefined;
  os?: string | null | undefined;
  processor?: string | null | undefined;
  storage?: string | null | undefined;
};

export type RegisterInput = {
  /** A solved proof-of-work challenge (base64 ALTCHA payload), when an answer asked for one with CHALLENGE_REQUIRED. */
  altcha?: string | null | undefined;
  email: string;
  password: string;
};

export type ReportFilter = {
  kind?: ReportKind | null | undefined;
  status?: ReportStatus | null | undefined;
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

export type ReportStatus =
  | 'dismissed'
  | 'open'
  | 'resolved';

export type ResetPasswordInput = {
  password: string;
  token: string;
};

export type SettingsInput = {
  downloadNotifications: boolean;
  emailNotifications: boolean;
};

export type SiteSettingsInput = {
  contactEmail: string;
  maintenanceMode: boolean;
  sessionTimeoutMinutes: number;
  siteDescription: string;
  siteName: string;
  /** Left out: stays as saved. Turning it on needs two-factor sign-in on the caller's own account. */
  twoFactorEnabled?: boolean | null | undefined;
};

export type TechnicalDetailsInput = {
  ageRating?: string | null | undefined;
  directX?: string | null | undefined;
  language?: Array<string> | null | undefined;
  networkRequirements?: string | null | undefined;
  platforms?: Array<string> | null | undefined;
};

export type TimeWindow =
  | 'ALL'
  /** Released at most 30 whole days ago. */
  | 'MONTH'
  /** Released at most 7 whole days ago. */
  | 'WEEK'
  /** Released at most 365 whole days ago. */
  | 'YEAR';

export type TwoFactorSignInInput = {
  /** The challenge `login` or `adminLogin` answered. */
  challenge: string;
  /** Six digits from the authenticator app, or a recovery code. */
  code: string;
};

export type UserCreateInput = {
  email: string;
  password: string;
  role?: string | null | undefined;
};

export type UserUpdateInput = {
  email?: string | null | undefined;
  password?: string | null | undefined;
  role?: string | null | undefined;
};

export type LoginVariables = Exact<{
  input: LoginInput;
}>;


export type Login = { login: { __typename: 'SignIn', token: string | null, twoFactorChallenge: string | null, user: { __typename: 'SessionUser', id: string, email: string, role: string } | null } };

export type RegisterVariables = Exact<{
  input: RegisterInput;
}>;


export type Register = { register: { __typename: 'Session', token: string, user: { __typename: 'SessionUser', id: string, email: string, role: string } } };

export type RequestPasswordResetVariables = Exact<{
  email: string;
}>;


export type RequestPasswordReset = { requestPasswordReset: { __typename: 'MessageResult', message: string } };

export type ResetPasswordVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPassword = { resetPassword: { __typename: 'MessageResult', message: string } };

export type UndoEmailChangeVariables = Exact<{
  token: string;
}>;


export type UndoEmailChange = { undoEmailChange: { __typename: 'MessageResult', message: string } };

export type AccountUpdateProfileVariables = Exact<{
  email: string;
  currentPassword: string;
}>;


export type AccountUpdateProfile = { updateProfile: { __typename: 'Profile', id: string, email: string, role: string, createdAt: string, emailVerified: boolean } };

export type AccountUpdatePasswordVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccountUpdatePassword = { updatePassword: { __typename: 'PasswordResult', message: string, token: string } };

export type AccountUpdateSettingsVariables = Exact<{
  input: SettingsInput;
}>;


export type AccountUpdateSettings = { updateSettings: { __typename: 'AccountSettings', emailNotifications: boolean, downloadNotifications: boolean } };

export type AccountUnstarGameVariables = Exact<{
  gameId: string | number;
}>;


export type AccountUnstarGame = { unstarGame: { __typename: 'StarResult', starred: boolean, counted: boolean } };

export type AccountUpdateDisplayNameVariables = Exact<{
  displayName: string;
}>;


export type AccountUpdateDisplayName = { updateDisplayName: { __typename: 'Profile', id: string, displayName: string | null } };

export type AccountRecordDownloadVariables = Exact<{
  gameId: string | number;
}>;


export type AccountRecordDownload = { recordDownload: { __typename: 'DownloadResult', message: string, counted: boolean } };

export type AccountLogoutVariables = Exact<{ [key: string]: never; }>;


export type AccountLogout = { logout: { __typename: 'MessageResult', message: string } };

export type AccountSignOutEverywhereVariables = Exact<{ [key: string]: never; }>;


export type AccountSignOutEverywhere = { signOutEverywhere: { __typename: 'MessageResult', message: string } };

export type AccountDeleteVariables = Exact<{
  password: string;
}>;


export type AccountDelete = { deleteAccount: { __typename: 'MessageResult', message: string } };

export type VerifyEmailVariables = Exact<{
  token: string;
}>;


export type VerifyEmail = { verifyEmail: { __typename: 'MessageResult', message: string } };

export type ResendVerificationEmailVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmail = { resendVerificationEmail: { __typename: 'MessageResult', message: string } };

export type AccountProfileVariables = Exact<{ [key: string]: never; }>;


export type AccountProfile = { me: { __typename: 'Profile', id: string, email: string, role: string, createdAt: string, emailVerified: boolean } | null };

export type AccountDisplayNameVariables = Exact<{ [key: string]: never; }>;


export type AccountDisplayName = { me: { __typename: 'Profile', id: string, displayName: string | null } | null };

export type AccountFavoritesVariables = Exact<{ [key: string]: never; }>;


export type AccountFavorites = { favorites: Array<{ __typename: 'Favorite', addedAt: string, game: { __typename: 'GameSummary', id: string, slug: string, title: string, imageUrl: string } }> };

export type AccountDownloadsVariables = Exact<{ [key: string]: never; }>;


export type AccountDownloads = { downloads: Array<{ __typename: 'Download', id: string, version: string, size: string, downloadedAt: string, game: { __typename: 'GameSummary', id: string, slug: string, title: string, imageUrl: string } }> };

export type AccountSettingsVariables = Exact<{ [key: string]: never; }>;


export type AccountSettings = { settings: { __typename: 'AccountSettings', emailNotifications: boolean, downloadNotifications: boolean } };

export type AccountMyRatingsVariables = Exact<{ [key: string]: never; }>;


export type AccountMyRatings = { communityFeatures: { __typename: 'CommunityFeatures', counting: boolean, ratings: boolean, comments: boolean, reports: boolean }, myRatings: Array<{ __typename: 'MyRating', rating: number, ratedAt: string, game: { __typename: 'GameSummary', id: string, slug: string, title: string, imageUrl: string } }> };

export type AccountMyCommentsVariables = Exact<{ [key: string]: never; }>;


export type AccountMyComments = { communityFeatures: { __typename: 'CommunityFeatures', counting: boolean, ratings: boolean, comments: boolean, reports: boolean }, myComments: Array<{ __typename: 'MyComment', id: string, content: string, status: CommentStatus, createdAt: string, game: { __typename: 'GameSummary', id: string, slug: string, title: string, imageUrl: string } }> };

export type CompleteTwoFactorSignInVariables = Exact<{
  input: TwoFactorSignInInput;
}>;


export type CompleteTwoFactorSignIn = { completeTwoFactorSignIn: { __typename: 'Session', token: string, user: { __typename: 'SessionUser', id: string, email: string, role: string } } };

export type StartTwoFactorSetupVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorSetup = { startTwoFactorSetup: { __typename: 'TwoFactorSetup', manualKey: string, qrCode: string } };

export type EnableTwoFactorVariables = Exact<{
  code: string;
}>;


export type EnableTwoFactor = { enableTwoFactor: { __typename: 'RecoveryCodes', message: string, codes: Array<string> } };

export type DisableTwoFactorVariables = Exact<{
  password: string;
  code: string;
}>;


export type DisableTwoFactor = { disableTwoFactor: { __typename: 'MessageResult', message: string } };

export type RegenerateRecoveryCodesVariables = Exact<{
  code: string;
}>;


export type RegenerateRecoveryCodes = { regenerateRecoveryCodes: { __typename: 'RecoveryCodes', message: string, codes: Array<string> } };

export type TwoFactorStatusVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatus = { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: boolean, recoveryCodesLeft: number, required: boolean } };

export type AdminAuditLogVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminAuditLog = { auditLog: { __typename: 'AuditLogPage', totalCount: number, entries: Array<{ __typename: 'AuditEntry', id: string, actorEmail: string, actorRole: string, action: string, targetType: string, targetId: string | null, targetLabel: string, ip: string, createdAt: string, details: Array<{ __typename: 'AuditDetail', name: string, value: string }> }>, actors: Array<{ __typename: 'AuditActor', id: string, email: string }> } };

export type AdminDashboardVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboard = { dashboardStats: { __typename: 'DashboardStats', totalGames: number, totalDownloads: number, totalStars: number, totalViews: number, totalRatings: number, totalShares: number, gamesAddedLast30Days: number, topGames: Array<{ __typename: 'Game', id: string, slug: string, title: string, imageUrl: string, downloads: number, views: number }> } };

export type UpdateDmcaStatusVariables = Exact<{
  id: string | number;
  status: DmcaStatus;
  takeGameOffline?: boolean | null | undefined;
}>;


export type UpdateDmcaStatus = { updateDmcaStatus: { __typename: 'MessageResult', message: string } };

export type AdminDmcaNoticesVariables = Exact<{ [key: string]: never; }>;


export type AdminDmcaNotices = { dmcaNotices: Array<{ __typename: 'DmcaNotice', id: string, title: string, contentUrl: string, copyrightOwner: string, company: string, contactEmail: string, description: string, status: DmcaStatus, createdAt: string, game: { __typename: 'NoticeGame', id: string, slug: string, title: string, status: GameStatus } | null }> };

export type AdminGameFormFields = { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, screenshots: Array<string>, trailerUrl: string, gameplayUrl: string, downloadLink: string, supportLink: string, steamfixUrl: string, homepageUrl: string, description: string, installationInstructions: string, generalNotes: string, license: string, size: string, releaseDate: string, developer: string, publisher: string, version: string, status: GameStatus, genres: Array<{ __typename: 'Option', value: string }>, tags: Array<{ __typename: 'Option', value: string }>, systemRequirements: { __typename: 'SystemRequirements', minimum: { __typename: 'MinimumRequirements', os: string, processor: string, memory: string, graphics: string, storage: string } }, technicalDetails: { __typename: 'TechnicalDetails', directX: string, networkRequirements: string, ageRating: string, platforms: Array<{ __typename: 'Option', value: string }>, language: Array<{ __typename: 'Option', value: string }> }, changelog: Array<{ __typename: 'ChangelogEntry', version: string, date: string, changes: string }> };

export type CreateGameVariables = Exact<{
  input: GameInput;
  cover?: File | null | undefined;
  screenshots?: Array<File> | File | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateGame = { createGame: { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, screenshots: Array<string>, trailerUrl: string, gameplayUrl: string, downloadLink: string, supportLink: string, steamfixUrl: string, homepageUrl: string, description: string, installationInstructions: string, generalNotes: string, license: string, size: string, releaseDate: string, developer: string, publisher: string, version: string, status: GameStatus, genres: Array<{ __typename: 'Option', value: string }>, tags: Array<{ __typename: 'Option', value: string }>, systemRequirements: { __typename: 'SystemRequirements', minimum: { __typename: 'MinimumRequirements', os: string, processor: string, memory: string, graphics: string, storage: string } }, technicalDetails: { __typename: 'TechnicalDetails', directX: string, networkRequirements: string, ageRating: string, platforms: Array<{ __typename: 'Option', value: string }>, language: Array<{ __typename: 'Option', value: string }> }, changelog: Array<{ __typename: 'ChangelogEntry', version: string, date: string, changes: string }> } };

export type UpdateGameVariables = Exact<{
  id: string | number;
  input: GameInput;
  cover?: File | null | undefined;
  screenshots?: Array<File> | File | null | undefined;
  keptScreenshots?: Array<string> | string | null | undefined;
}>;


export type UpdateGame = { updateGame: { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, screenshots: Array<string>, trailerUrl: string, gameplayUrl: string, downloadLink: string, supportLink: string, steamfixUrl: string, homepageUrl: string, description: string, installationInstructions: string, generalNotes: string, license: string, size: string, releaseDate: string, developer: string, publisher: string, version: string, status: GameStatus, genres: Array<{ __typename: 'Option', value: string }>, tags: Array<{ __typename: 'Option', value: string }>, systemRequirements: { __typename: 'SystemRequirements', minimum: { __typename: 'MinimumRequirements', os: string, processor: string, memory: string, graphics: string, storage: string } }, technicalDetails: { __typename: 'TechnicalDetails', directX: string, networkRequirements: string, ageRating: string, platforms: Array<{ __typename: 'Option', value: string }>, language: Array<{ __typename: 'Option', value: string }> }, changelog: Array<{ __typename: 'ChangelogEntry', version: string, date: string, changes: string }> } };

export type DeleteGameVariables = Exact<{
  id: string | number;
}>;


export type DeleteGame = { deleteGame: { __typename: 'MessageResult', message: string } };

export type DeleteGamesVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteGames = { deleteGames: { __typename: 'BulkDeleteResult', deleted: number, failed: number, message: string } };

export type AdminGamesVariables = Exact<{
  search?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminGames = { games: { __typename: 'GameConnection', totalCount: number, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, developer: string, category: string, imageUrl: string, status: GameStatus, views: number, rating: number, genres: Array<{ __typename: 'Option', value: string, label: string }> }> } };

export type AdminGameIdsVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AdminGameIds = { games: { __typename: 'GameConnection', ids: Array<string> } };

export type AdminGameFormVariables = Exact<{
  slug: string;
}>;


export type AdminGameForm = { game: { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, screenshots: Array<string>, trailerUrl: string, gameplayUrl: string, downloadLink: string, supportLink: string, steamfixUrl: string, homepageUrl: string, description: string, installationInstructions: string, generalNotes: string, license: string, size: string, releaseDate: string, developer: string, publisher: string, version: string, status: GameStatus, genres: Array<{ __typename: 'Option', value: string }>, tags: Array<{ __typename: 'Option', value: string }>, systemRequirements: { __typename: 'SystemRequirements', minimum: { __typename: 'MinimumRequirements', os: string, processor: string, memory: string, graphics: string, storage: string } }, technicalDetails: { __typename: 'TechnicalDetails', directX: string, networkRequirements: string, ageRating: string, platforms: Array<{ __typename: 'Option', value: string }>, language: Array<{ __typename: 'Option', value: string }> }, changelog: Array<{ __typename: 'ChangelogEntry', version: string, date: string, changes: string }> } | null };

export type AdminGameOptionsVariables = Exact<{ [key: string]: never; }>;


export type AdminGameOptions = { predefinedOptions: { __typename: 'PredefinedOptions', genres: Array<{ __typename: 'Option', value: string, label: string }>, tags: Array<{ __typename: 'Option', value: string, label: string }>, platforms: Array<{ __typename: 'Option', value: string, label: string }>, languages: Array<{ __typename: 'Option', value: string, label: string }> } };

export type AdminPendingWorkVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingWork = { dmcaNotices: Array<{ __typename: 'DmcaNotice', id: string, status: DmcaStatus }>, gameRequests: Array<{ __typename: 'GameRequest', id: string, status: GameRequestStatus }> };

export type AdminLoginVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLogin = { adminLogin: { __typename: 'SignIn', token: string | null, twoFactorChallenge: string | null, user: { __typename: 'SessionUser', id: string, email: string, role: string } | null } };

export type UpdateReportStatusVariables = Exact<{
  id: string | number;
  status: ReportStatus;
  note?: string | null | undefined;
}>;


export type UpdateReportStatus = { updateReportStatus: { __typename: 'MessageResult', message: string } };

export type HideReportedCommentVariables = Exact<{
  id: string | number;
}>;


export type HideReportedComment = { hideComment: { __typename: 'Comment', id: string, status: CommentStatus } };

export type UnhideReportedCommentVariables = Exact<{
  id: string | number;
}>;


export type UnhideReportedComment = { unhideComment: { __typename: 'Comment', id: string, status: CommentStatus } };

export type DeleteReportedCommentVariables = Exact<{
  id: string | number;
}>;


export type DeleteReportedComment = { deleteComment: { __typename: 'MessageResult', message: string } };

export type AdminReportsVariables = Exact<{
  filter?: ReportFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminReports = { reports: { __typename: 'ReportPage', totalCount: number, openCount: number, reports: Array<{ __typename: 'Report', id: string, kind: ReportKind, status: ReportStatus, gameName: string, reason: string, description: string, email: string, name: string, systemSpecs: string, resolutionNote: string, handledAt: string | null, createdAt: string, game: { __typename: 'ReportedGame', id: string, slug: string, title: string } | null, comment: { __typename: 'ReportedComment', id: string, excerpt: string, status: CommentStatus } | null, handledBy: { __typename: 'ReportHandler', email: string } | null }> } };

export type AdminOpenReportCountVariables = Exact<{ [key: string]: never; }>;


export type AdminOpenReportCount = { openReportCount: number, communityFeatures: { __typename: 'CommunityFeatures', reports: boolean } };

export type UpdateGameRequestStatusVariables = Exact<{
  id: string | number;
  status: GameRequestStatus;
}>;


export type UpdateGameRequestStatus = { updateGameRequestStatus: { __typename: 'MessageResult', message: string } };

export type AdminGameRequestsVariables = Exact<{ [key: string]: never; }>;


export type AdminGameRequests = { gameRequests: Array<{ __typename: 'GameRequest', id: string, gameTitle: string, platform: string, releaseYear: number | null, requesterEmail: string, additionalInfo: string, status: GameRequestStatus, createdAt: string }> };

export type UpdateSiteSettingsVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type UpdateSiteSettings = { updateSiteSettings: { __typename: 'SiteSettings', siteName: string, siteDescription: string, contactEmail: string, maintenanceMode: boolean, twoFactorEnabled: boolean, sessionTimeoutMinutes: number } };

export type UserTable_User = { __typename: 'User', id: string, email: string, role: string, createdAt: string, updatedAt: string, favoritesCount: number, downloadsCount: number };

export type AdminCreateUserVariables = Exact<{
  input: UserCreateInput;
  idempotencyKey?: string | null | undefined;
}>;


export type AdminCreateUser = { createUser: { __typename: 'User', id: string, email: string, role: string, createdAt: string, updatedAt: string, favoritesCount: number, downloadsCount: number } };

export type AdminUpdateUserVariables = Exact<{
  id: string | number;
  input: UserUpdateInput;
}>;


export type AdminUpdateUser = { updateUser: { __typename: 'User', id: string, email: string, role: string, createdAt: string, updatedAt: string, favoritesCount: number, downloadsCount: number } };

export type AdminDeleteUserVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUser = { deleteUser: { __typename: 'MessageResult', message: string } };

export type AdminUsersVariables = Exact<{ [key: string]: never; }>;


export type AdminUsers = { users: Array<{ __typename: 'User', id: string, email: string, role: string, createdAt: string, updatedAt: string, favoritesCount: number, downloadsCount: number }> };

export type GameCard_Game = { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } };

export type PagedGameList_Games = { __typename: 'GameConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasMore: boolean }, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> };

export type GenrePageGamesVariables = Exact<{
  genre: string;
  sort: GameSort;
  offset: number;
  limit: number;
}>;


export type GenrePageGames = { games: { __typename: 'GameConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasMore: boolean }, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> } };

export type LatestPageGamesVariables = Exact<{
  window: TimeWindow;
  sort: GameSort;
  offset: number;
  limit: number;
}>;


export type LatestPageGames = { games: { __typename: 'GameConnection', totalDownloads: number, averageRating: number, ratedCount: number, totalCount: number, pageInfo: { __typename: 'PageInfo', hasMore: boolean }, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> } };

export type CategoryPageGamesVariables = Exact<{
  category: string;
  offset: number;
  limit: number;
}>;


export type CategoryPageGames = { games: { __typename: 'GameConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasMore: boolean }, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> } };

export type CategoriesPageVariables = Exact<{ [key: string]: never; }>;


export type CategoriesPage = { genreCounts: Array<{ __typename: 'GenreCount', value: string, count: number }> };

export type TopDownloadsPageVariables = Exact<{
  window: TimeWindow;
}>;


export type TopDownloadsPage = { topDownloads: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> };

export type HomePageVariables = Exact<{ [key: string]: never; }>;


export type HomePage = { home: { __typename: 'HomeData', featured: Array<{ __typename: 'Game', id: string, slug: string, title: string, description: string, imageUrl: string, trailerUrl: string }>, latest: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }>, mostViewed: Array<{ __typename: 'Game', id: string, slug: string, title: string, views: number }>, topRated: Array<{ __typename: 'Game', id: string, slug: string, title: string, rating: number, totalRatings: number }>, mostPopular: Array<{ __typename: 'Game', id: string, slug: string, title: string, downloads: number }> } };

export type HomeStatsVariables = Exact<{ [key: string]: never; }>;


export type HomeStats = { communityStats: { __typename: 'CommunityStats', activeUsers: number | null, downloads: number, reviews: number, games: number } };

export type HomeCategoryGamesVariables = Exact<{
  category: string;
}>;


export type HomeCategoryGames = { games: { __typename: 'GameConnection', totalCount: number, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> } };

export type CommentView_Comment = { __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } };

export type PostCommentVariables = Exact<{
  input: CommentInput;
  idempotencyKey?: string | null | undefined;
}>;


export type PostComment = { postComment: { __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } } };

export type EditCommentVariables = Exact<{
  id: string | number;
  content: string;
}>;


export type EditComment = { editComment: { __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } } };

export type DeleteCommentVariables = Exact<{
  id: string | number;
}>;


export type DeleteComment = { deleteComment: { __typename: 'MessageResult', message: string } };

export type LikeCommentVariables = Exact<{
  id: string | number;
}>;


export type LikeComment = { likeComment: { __typename: 'CommentLikeResult', likes: number, liked: boolean } };

export type ReportCommentVariables = Exact<{
  id: string | number;
  reason: string;
  description: string;
  idempotencyKey?: string | null | undefined;
}>;


export type ReportComment = { reportComment: { __typename: 'MessageResult', message: string } };

export type HideCommentVariables = Exact<{
  id: string | number;
}>;


export type HideComment = { hideComment: { __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } } };

export type UnhideCommentVariables = Exact<{
  id: string | number;
}>;


export type UnhideComment = { unhideComment: { __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } } };

export type CommentsFeatureVariables = Exact<{ [key: string]: never; }>;


export type CommentsFeature = { communityFeatures: { __typename: 'CommunityFeatures', comments: boolean } };

export type GameCommentsVariables = Exact<{
  slug: string;
  offset: number;
  limit: number;
}>;


export type GameComments = { game: { __typename: 'Game', id: string, comments: { __typename: 'CommentPage', total: number, hasMore: boolean, comments: Array<{ __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, replies: Array<{ __typename: 'Comment', id: string, parentId: string | null, content: string, createdAt: string, edited: boolean, likes: number, likedByMe: boolean, mine: boolean, status: CommentStatus, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } }>, author: { __typename: 'CommentAuthor', name: string, deleted: boolean, id: string | null, email: string | null } }> } } | null };

export type CommentViewerVariables = Exact<{ [key: string]: never; }>;


export type CommentViewer = { me: { __typename: 'Profile', id: string, role: string, displayName: string | null } | null };

export type RecordGameViewVariables = Exact<{
  gameId: string | number;
}>;


export type RecordGameView = { recordGameView: { __typename: 'CountResult', counted: boolean } };

export type StarGameVariables = Exact<{
  gameId: string | number;
}>;


export type StarGame = { starGame: { __typename: 'StarResult', starred: boolean, counted: boolean } };

export type UnstarGameVariables = Exact<{
  gameId: string | number;
}>;


export type UnstarGame = { unstarGame: { __typename: 'StarResult', starred: boolean, counted: boolean } };

export type ShareGameVariables = Exact<{
  gameId: string | number;
}>;


export type ShareGame = { shareGame: { __typename: 'CountResult', counted: boolean } };

export type RateGameVariables = Exact<{
  gameId: string | number;
  rating: number;
}>;


export type RateGame = { rateGame: { __typename: 'RatingResult', rating: number | null } };

export type SubmitGameReportVariables = Exact<{
  input: GameReportInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitGameReport = { submitGameReport: { __typename: 'MessageResult', message: string } };

export type GameDetailPageVariables = Exact<{
  slug: string;
}>;


export type GameDetailPage = { game: { __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, screenshots: Array<string>, trailerUrl: string, gameplayUrl: string, downloadLink: string, supportLink: string, steamfixUrl: string, homepageUrl: string, description: string, installationInstructions: string, generalNotes: string, license: string, size: string, views: number, stars: number, shares: number, downloads: number, rating: number, totalRatings: number, weightedRating: number | null, releaseDate: string, developer: string, publisher: string, version: string, status: GameStatus, genres: Array<{ __typename: 'Option', value: string, label: string }>, tags: Array<{ __typename: 'Option', value: string, label: string }>, systemRequirements: { __typename: 'SystemRequirements', minimum: { __typename: 'MinimumRequirements', os: string, processor: string, memory: string, graphics: string, storage: string } }, technicalDetails: { __typename: 'TechnicalDetails', directX: string, networkRequirements: string, ageRating: string, platforms: Array<{ __typename: 'Option', value: string, label: string }>, language: Array<{ __typename: 'Option', value: string, label: string }> }, changelog: Array<{ __typename: 'ChangelogEntry', version: string, date: string, changes: string }> } | null };

export type CommunityFeaturesVariables = Exact<{ [key: string]: never; }>;


export type CommunityFeatures = { communityFeatures: { __typename: 'CommunityFeatures', counting: boolean, ratings: boolean, reports: boolean } };

export type GameViewerVariables = Exact<{
  gameId: string | number;
}>;


export type GameViewer = { gameViewer: { __typename: 'GameViewerState', starred: boolean, shared: boolean, myRating: number | null } };

export type SubmitDmcaNoticeVariables = Exact<{
  input: DmcaNoticeInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitDmcaNotice = { submitDmcaNotice: { __typename: 'MessageResult', message: string } };

export type SubmitGameRequestVariables = Exact<{
  input: GameRequestInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitGameRequest = { submitGameRequest: { __typename: 'MessageResult', message: string } };

export type SubmitIssueReportVariables = Exact<{
  input: IssueReportInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitIssueReport = { submitIssueReport: { __typename: 'MessageResult', message: string } };

export type SubmitContactMessageVariables = Exact<{
  input: ContactMessageInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitContactMessage = { submitContactMessage: { __typename: 'MessageResult', message: string } };

export type SubscribeNewsletterVariables = Exact<{
  email: string;
  idempotencyKey?: string | null | undefined;
}>;


export type SubscribeNewsletter = { subscribeNewsletter: { __typename: 'MessageResult', message: string } };

export type HeaderSearchVariables = Exact<{
  q: string;
}>;


export type HeaderSearch = { searchSuggestions: Array<{ __typename: 'Game', id: string, slug: string, title: string, imageUrl: string, views: number, rating: number, totalRatings: number }> };

export type SearchResultsPageVariables = Exact<{
  q: string;
  offset: number;
  limit: number;
}>;


export type SearchResultsPage = { searchGames: { __typename: 'GameConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasMore: boolean }, nodes: Array<{ __typename: 'Game', id: string, slug: string, title: string, category: string, imageUrl: string, views: number, size: string, rating: number, totalRatings: number, downloads: number, releaseDate: string, technicalDetails: { __typename: 'TechnicalDetails', platforms: Array<{ __typename: 'Option', value: string, label: string }> } }> } };

export type SiteSettingsVariables = Exact<{ [key: string]: never; }>;


export type SiteSettings = { siteSettings: { __typename: 'SiteSettings', siteName: string, siteDescription: string, contactEmail: string, maintenanceMode: boolean, twoFactorEnabled: boolean, sessionTimeoutMinutes: number } };
