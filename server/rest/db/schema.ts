import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Role = 'user' | 'moderator' | 'admin';

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
}

export interface GamesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  category: string;
  genres: string;
  tags: string;
  image_url: string;
  screenshots: string;
  trailer_url: string;
  gameplay_url: string;
  download_link: string;
  support_link: string;
  steamfix_url: string;
  homepage_url: string;
  description: string;
  installation_instructions: string;
  general_notes: string;
  size: string;
  views: ColumnType<number, number | undefined, number>;
  rating: ColumnType<number, number | undefined, number>;
  total_ratings: ColumnType<number, number | undefined, number>;
  downloads: ColumnType<number, number | undefined, number>;
  release_date: string;
  developer: string;
  publisher: string;
  version: string;
  status: 'active' | 'inactive';
  min_os: string;
  min_processor: string;
  min_memory: string;
  min_graphics: string;
  min_storage: string;
  directx: string;
  network_requirements: string;
  age_rating: string;
  platforms: string;
  language: string;
  changelog: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface Database {
  users: UsersTable;
  games: GamesTable;
  favorites: FavoritesTable;
  downloads: DownloadsTable;
  user_settings: UserSettingsTable;
  dmca_notices: DmcaNoticesTable;
  game_requests: GameRequestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type GameUpdate = Updateable<GamesTable>;
