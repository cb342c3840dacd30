import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Role } from '../../../shared/access/roles.ts';
import type { AuditAction, AuditTargetType } from '../../../shared/audit/auditActions.ts';
import type { GameFieldColumns } from '../games/gameFields.ts';

export type { Role };

/** Timestamps are ISO 8601 text in UTC on both databases. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  token_version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the address was proven (migration 013); null while it is not. */
  email_verified_at: Timestamp | null;
  /** The name shown on the account's comments (migration 015); null until it sets one. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last sign-in, or the first use of a token in an hour (migration 014); null before either. */
  last_active_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface GamesTable extends GameFieldColumns {
  id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by the database on every update of the row (migration 009); never written here. */
  revision: ColumnType<number, never, never>;
  /** The sum of the game's ratings, so that `rating` (the mean) moves by deltas (migration 014). */
  rating_sum: ColumnType<number, number | undefined, number>;
}

export interface FavoritesTable {
  user_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface DownloadsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  created_at: Timestamp;
  /** UTC day of `created_at` (YYYY-MM-DD); unique per user and game. */
  download_day: string;
}

export interface UserSettingsTable {
  user_id: number;
  /** 0 or 1: the same integer column on both databases. */
  email_notifications: number;
  download_notifications: number;
}

export interface DmcaNoticesTable {
  id: Generated<number>;
  title: string;
  content_url: string;
  copyright_owner: string;
  company: string;
  contact_email: string;
  description: string;
  status: 'pending' | 'resolved' | 'rejected';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameRequestsTable {
  id: Generated<number>;
  game_title: string;
  platform: string;
  release_year: number | null;
  requester_email: string;
  additional_info: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Lowercased, so that the unique column holds one row per address whatever its case. */
  email: string;
  created_at: Timestamp;
}

export interface SiteSettingsTable {
  key: string;
  /** The setting's value as JSON text. */
  value: string;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_email: string;
  actor_role: Role;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  target_label: string;
  /** A small JSON object (which fields changed...); never a password or a token. */
  details: string;
  ip: string;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token (hex); the token itself is never stored. */
  token_hash: string;
  /** The address the link was sent to: the link opens the account only while it still has this email. */
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A link that can put back the email an account had before a change (migration 010). */
export interface EmailChangeUndosTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token (hex); the token itself is never stored. */
  token_hash: string;
  /** The address the change replaced, which the link was mailed to and puts back. */
  old_email: string;
  new_email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A token ended before its expiry, kept until it would have expired anyway. */
export interface IdempotencyKeysTable {
  /** Whose key: `user:<id>`, or signed out `ip:<address key>`, a keyed hash of the address. */
  scope: string;
  key: string;
  /** HMAC-SHA256 (hex) of the request's method, path and body. */
  fingerprint: string;
  /** The stored answer; both null while the first request is still running. */
  status: number | null;
  body: string | null;
  /** The first request's write deadline: past it, a key with no answer may be taken over. */
  locked_until: Timestamp;
  expires_at: Timestamp;
}

export interface RevokedTokensTable {
  /** SHA-256 of the token (hex); the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The token's expiry plus the clock tolerance of its check. */
  expires_at: Timestamp;
}

/** One counter per kind of cached data, raised by every write to it (see migration 008). */
export interface DataVersionsTable {
  name: 'games';
  version: number;
}

/** An account's authenticator (migration 011): enrolling until `enabled_at` is set. */
export interface TwoFactorTable {
  user_id: number;
  /** The TOTP secret, encrypted (see auth/twoFactor/secretBox.ts); never sent after enrolment. */
  secret: string;
  enabled_at: Timestamp | null;
  /** The TOTP time step of the last code accepted: that code and older ones open nothing again. */
  last_used_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** Single-use recovery codes, by SHA-256 hash (hex); the codes themselves are shown once. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Email verification links, like password resets (migration 013). */
export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token (hex); the token itself is never stored. */
  token_hash: string;
  /** The address the link was sent to: it verifies the account only while it still has this email. */
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type CommentStatus = 'visible' | 'hidden' | 'deleted';

/** A comment on a game, or a reply to one (one level: a reply's parent has no parent). Migration 015. */
export interface CommentsTable {
  id: Generated<number>;
  game_id: number;
  /** Null once the author's account is deleted: the comment stays, shown as "Deleted user". */
  user_id: number | null;
  parent_id: number | null;
  /** Plain text as the author wrote it (trimmed); empty once deleted with replies kept. */
  content: string;
  /** Kept by the database from `comment_likes` (triggers); never written here. */
  likes: ColumnType<number, never, never>;
  status: CommentStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp | null;
  hidden_by: number | null;
  hidden_at: Timestamp | null;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A text column that is empty unless written. */
type DefaultText = ColumnType<string, string | undefined, string>;

export type ReportKind = 'game' | 'issue' | 'comment' | 'contact';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/**
 * Everything that asks the staff to act (migration 015): game reports, reported comments, the
 * Report an Issue page and the contact form. Fields a kind does not have are empty text.
 */
export interface ReportsTable {
  id: Generated<number>;
  kind: ReportKind;
  status: ReportStatus;
  game_id: number | null;
  /** The game's title when reported, or the name typed on the Report an Issue page. */
  game_name: DefaultText;
  comment_id: number | null;
  reporter_user_id: number | null;
  /** A game or comment report's reason, an issue's type, a contact message's subject. */
  reason: DefaultText;
  /** The description, or a contact message's text. */
  description: DefaultText;
  email: DefaultText;
  /** A contact message's sender. */
  name: DefaultText;
  system_specs: DefaultText;
  page_url: DefaultText;
  resolution_note: DefaultText;
  handled_by: number | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Counts not yet moved into their game's row (migration 014): every counted event adds here in its
 * own transaction, and the flush (community/countsFlush.ts) moves them into `games`.
 */
export interface CountDeltasTable {
  game_id: number;
  views: ColumnType<number, number | undefined, number>;
  stars: ColumnType<number, number | undefined, number>;
  shares: ColumnType<number, number | undefined, number>;
  downloads: ColumnType<number, number | undefined, number>;
  rating_sum: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
}

/**
 * Who is counted: `u:<user id>` for an account, `v:<first 32 hex of the SHA-256 of the visitor
 * id>` for an anonymous visitor (see community/visitorKeys.ts).
 */
type VisitorKey = string;

/** The last counted view of a game per visitor: one more counts 30 minutes later. */
export interface GameViewsTable {
  visitor_key: VisitorKey;
  game_id: number;
  counted_at: Timestamp;
}

/** Anonymous stars (`v:` keys only): an account's star is its row in `favorites`. */
export interface GameStarsTable {
  game_id: number;
  visitor_key: VisitorKey;
  created_at: Timestamp;
}

/** One share per visitor and game. */
export interface GameSharesTable {
  game_id: number;
  visitor_key: VisitorKey;
  created_at: Timestamp;
}

/** Counted downloads per game and UTC day (YYYY-MM-DD), for Top downloads' windows. */
export interface GameDownloadDaysTable {
  game_id: number;
  day: string;
  downloads: number;
}

/** An anonymous visitor's counted download of a game on a UTC day; kept two days. */
export interface AnonymousDownloadsTable {
  visitor_key: VisitorKey;
  game_id: number;
  day: string;
}

/** An account's rating of a game, 1 to 5 (`stars`). */
export interface RatingsTable {
  user_id: number;
  game_id: number;
  stars: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  games: GamesTable;
  favorites: FavoritesTable;
  downloads: DownloadsTable;
  user_settings: UserSettingsTable;
  dmca_notices: DmcaNoticesTable;
  game_requests: GameRequestsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  site_settings: SiteSettingsTable;
  audit_log: AuditLogTable;
  password_resets: PasswordResetsTable;
  email_change_undos: EmailChangeUndosTable;
  email_verifications: EmailVerificationsTable;
  revoked_tokens: RevokedTokensTable;
  data_versions: DataVersionsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  idempotency_keys: IdempotencyKeysTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  reports: ReportsTable;
  count_deltas: CountDeltasTable;
  game_views: GameViewsTable;
  game_stars: GameStarsTable;
  game_shares: GameSharesTable;
  game_download_days: GameDownloadDaysTable;
  anonymous_downloads: AnonymousDownloadsTable;
  ratings: RatingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type GameUpdate = Updateable<GamesTable>;
