import { useCallback, useEffect, useState } from 'react';

import type { GameMetrics, MetricsStore } from './lib/gameMetrics.ts';
import {
  emptyGameMetrics,
  loadMetrics,
  metricsOf,
  recordDownload,
  recordShare,
  recordStar,
  recordView,
  saveMetrics,
} from './lib/gameMetrics.ts';
import { findUserId, getUserId } from './lib/userId.ts';

export interface GameMetricsState {
  /** False during the server render and hydration: the stored figures are not known yet. */
  ready: boolean;
  metrics: GameMetrics;
  starred: boolean;
  star: () => void;
  share: () => void;
  download: () => void;
}

/**
 * This browser's metrics of one game. The view is counted after mount, never on the server; each
 * action re-reads storage first so that another open tab's figures are kept.
 */
export function useGameMetrics(gameId: string): GameMetricsState {
  const [store, setStore] = useState<MetricsStore | null>(null);
  const [userId, setUserId] = useState<string | null>(null);

  useEffect(() => {
    const counted = recordView(loadMetrics(), gameId, Date.now());
    saveMetrics(counted);
    setStore(counted);
    setUserId(findUserId());
  }, [gameId]);

  const update = useCallback((change: (current: MetricsStore) => MetricsStore) => {
    const next = change(loadMetrics());
    saveMetrics(next);
    setStore(next);
  }, []);

  const withUser = useCallback(
    (change: (current: MetricsStore, user: string) => MetricsStore) => {
      const user = getUserId();
      setUserId(user);
      update((current) => change(current, user));
    },
    [update],
  );

  const metrics = store ? metricsOf(store, gameId) : emptyGameMetrics;
  return {
    ready: store !== null,
    metrics,
    starred: userId !== null && metrics.likes.includes(userId),
    star: () => withUser((current, user) => recordStar(current, gameId, user)),
    share: () => withUser((current, user) => recordShare(current, gameId, user)),
    download: () => update((current) => recordDownload(current, gameId)),
  };
}
