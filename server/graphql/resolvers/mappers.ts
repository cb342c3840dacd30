import type {
  DownloadAnswer,
  FavoriteAnswer,
  ProfileAnswer,
  SettingsAnswer,
} from '../datasources/accountApi.ts';
import type { DmcaNoticeAnswer, GameRequestAnswer } from '../datasources/moderationApi.ts';
import type { UserAnswer } from '../datasources/usersApi.ts';
import { count } from '../normalize/lists.ts';

/** REST answers (snake_case, PHP style) in the API's camelCase shapes. */
export const toUser = (user: UserAnswer) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  createdAt: user.created_at,
  updatedAt: user.updated_at,
  // A REST host that does not count activity (or sends the counts as text) still gives numbers.
  favoritesCount: count(user.favorites_count),
  downloadsCount: count(user.downloads_count),
});

export const toProfile = (profile: ProfileAnswer) => ({
  id: profile.id,
  email: profile.email,
  role: profile.role,
  createdAt: profile.created_at ?? '',
  emailVerified: profile.email_verified ?? true,
  displayName: profile.display_name ?? null,
});

export const toSettings = (settings: SettingsAnswer) => ({
  emailNotifications: settings.email_notifications,
  downloadNotifications: settings.download_notifications,
});

/** The few fields of a game an account's list names it by; its cover when the list gives one. */
export const toGameSummary = (entry: {
  gameId: number | string;
  slug: string;
  title: string;
  imageUrl?: string | null;
}) => ({
  id: entry.gameId,
  slug: entry.slug,
  title: entry.title,
  imageUrl: entry.imageUrl ?? '',
});

export const toFavorite = (favorite: FavoriteAnswer) => ({
  game: toGameSummary(favorite),
  addedAt: favorite.addedAt,
});

export const toDownload = (download: DownloadAnswer) => ({
  id: download.id,
  game: toGameSummary(download),
  version: download.version ?? '',
  size: download.size ?? '',
  downloadedAt: download.downloadedAt,
});

export const toDmcaNotice = (notice: DmcaNoticeAnswer) => ({
  id: notice.id,
  title: notice.title,
  contentUrl: notice.content_url,
  copyrightOwner: notice.copyright_owner,
  company: notice.company ?? '',
  contactEmail: notice.contact_email,
  description: notice.description,
  status: notice.status,
  createdAt: notice.created_at,
  updatedAt: notice.updated_at,
});

/** A notice as the REST service gave it; its `game` is resolved from `contentUrl`. */
export type DmcaNoticeShape = ReturnType<typeof toDmcaNotice>;

export const toGameRequest = (request: GameRequestAnswer) => ({
  id: request.id,
  gameTitle: request.game_title,
  platform: request.platform,
  releaseYear: request.release_year,
  requesterEmail: request.requester_email,
  additionalInfo: request.additional_info ?? '',
  status: request.status,
  createdAt: request.created_at,
  updatedAt: request.updated_at,
});
