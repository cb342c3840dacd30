import { readJson, storageKeys, writeItem } from '../../../lib/browserStorage.ts';

/** What this browser has recorded about one game (SPEC 3, Game metrics). */
export interface GameMetrics {
  views: number;
  /** User ids that starred the game: a set, stored as an array. */
  likes: string[];
  downloads: number;
  /** User ids that shared the game. */
  shares: string[];
  /** When the last counted view happened (ms since the epoch), or null if never. */
  lastViewed: number | null;
}

export type MetricsStore = Record<string, GameMetrics>;

/** A view counts again only after this long since the last counted one (SPEC 9). */
export const viewDedupeWindowMs = 30 * 60 * 1000;

export const emptyGameMetrics: GameMetrics = {
  views: 0,
  likes: [],
  downloads: 0,
  shares: [],
  lastViewed: null,
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isGameMetrics(value: unknown): value is GameMetrics {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    isCount(entry.views) &&
    isIdList(entry.likes) &&
    isCount(entry.downloads) &&
    isIdList(entry.shares) &&
    (entry.lastViewed === null || (typeof entry.lastViewed === 'number' && Number.isFinite(entry.lastViewed)))
  );
}

function isMetricsStore(value: unknown): value is MetricsStore {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(isGameMetrics);
}

export const metricsOf = (store: MetricsStore, gameId: string): GameMetrics =>
  store[gameId] ?? emptyGameMetrics;

const withGame = (store: MetricsStore, gameId: string, metrics: GameMetrics): MetricsStore => ({
  ...store,
  [gameId]: metrics,
});

/** Counts a view unless the last counted view of this game is within the dedupe window. */
export function recordView(store: MetricsStore, gameId: string, now: number): MetricsStore {
  const current = metricsOf(store, gameId);
  if (current.lastViewed !== null && now - current.lastViewed <= viewDedupeWindowMs) return store;
  return withGame(store, gameId, { ...current, views: current.views + 1, lastViewed: now });
}

/** Stars the game for this user; starring again changes nothing, and there is no unstar. */
export function recordStar(store: MetricsStore, gameId: string, userId: string): MetricsStore {
  const current = metricsOf(store, gameId);
  if (current.likes.includes(userId)) return store;
  return withGame(store, gameId, { ...current, likes: [...current.likes, userId] });
}

/** Counts a share once per user. */
export function recordShare(store: MetricsStore, gameId: string, userId: string): MetricsStore {
  const current = metricsOf(store, gameId);
  if (current.shares.includes(userId)) return store;
  return withGame(store, gameId, { ...current, shares: [...current.shares, userId] });
}

/** Every download click counts. */
export function recordDownload(store: MetricsStore, gameId: string): MetricsStore {
  const current = metricsOf(store, gameId);
  return withGame(store, gameId, { ...current, downloads: current.downloads + 1 });
}

/** Browser side: the stored metrics (reset when unreadable) and their saving. */
export const loadMetrics = (): MetricsStore => readJson(storageKeys.gameMetrics, isMetricsStore, {});

export const saveMetrics = (store: MetricsStore): void => {
  writeItem(storageKeys.gameMetrics, JSON.stringify(store));
};
