import type { Logger } from 'pino';

import type { CountDeltasRepository } from '../repositories/countDeltasRepository.ts';
import { serialQueue } from '../serialQueue.ts';
import { anonymousDownloadKeepDays, pruneEveryMs, utcDay, viewWindowMs } from './countRules.ts';

interface CountsFlushOptions {
  deltas: CountDeltasRepository;
  /** Called after a flush that moved counts: the game list (and what is built on it) is stale. */
  onMoved: () => void;
  periodSeconds: number;
  log: Logger;
}

/**
 * Moves the counted events' deltas into the games every `periodSeconds`, and once more when the
 * server stops; prunes the dedupe rows every few minutes. Nothing is held in memory: every delta
 * is in the database from its event's commit, so a crash loses no count, and a later flush (of
 * this instance after a restart, or of another one) moves it.
 */
export function countsFlusher({ deltas, onMoved, periodSeconds, log }: CountsFlushOptions) {
  const queue = serialQueue();
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  const flushNow = async (): Promise<number> => {
    const moved = await deltas.flush();
    if (moved > 0) onMoved();
    return moved;
  };

  const pruneIfDue = async () => {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    const now = new Date();
    await deltas.prune(
      new Date(now.getTime() - viewWindowMs).toISOString(),
      utcDay(now, anonymousDownloadKeepDays - 1),
    );
  };

  const tick = () =>
    queue
      .run(async () => {
        await flushNow();
        await pruneIfDue();
      })
      .catch((error: unknown) => {
        // The deltas stay where they are; the next tick moves them.
        log.error(
          { event: 'counts.flush_failed', err: error },
          'Moving the counted events into the games failed',
        );
      });

  return {
    /** Moves every delta committed before the call; answers how many games moved. */
    flush: (): Promise<number> => queue.run(flushNow),
    /** Prunes now, whenever it last did. */
    prune: (): Promise<void> =>
      queue.run(() => {
        prunedAt = 0;
        return pruneIfDue();
      }),
    start(): void {
      timer ??= setInterval(() => void tick(), periodSeconds * 1000);
      timer.unref();
    },
    /** Stops the timer and flushes once more (the shutdown's last flush). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await tick();
    },
  };
}
