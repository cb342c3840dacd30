import { AsyncLocalStorage } from 'node:async_hooks';

import type { ViewEvent, ViewOutcome } from '../../repositories/communityRepository.ts';
import { runWithWriteDeadline, writeTimeLeft } from '../../writeDeadline/writeDeadline.ts';
import { viewWindowMs } from '../countRules.ts';

interface WaitingView extends ViewEvent {
  /** The moment (`performance.now()`) by which its request must have committed, or written nothing. */
  deadline: number;
  settle: { resolve: (outcome: ViewOutcome) => void; reject: (error: unknown) => void };
}

type RecordViews = (views: readonly ViewEvent[], now: string, windowStart: string) => Promise<ViewOutcome[]>;

/** Enough to amortise a transaction; few enough that one batch's statements stay small and quick. */
export const viewsPerCommit = 400;

/**
 * Group commit for views: the views that arrive while a batch is being written wait for the next
 * one, which writes them all in one transaction (`recordViews`). Each request is answered only
 * once its batch has committed, so an acknowledged view is never lost and its answer (counted or
 * not) is exact. A lone view is written on the next turn of the event loop, so nothing waits for a
 * timer. A batch carries the earliest deadline of its requests: if that passes, the whole batch
 * writes nothing and each of its requests fails as a write past its deadline would.
 */
export function viewGroupCommit(recordViews: RecordViews) {
  let waiting: WaitingView[] = [];
  let writing = false;
  // Batches run outside the request that happened to start them (its log context, its deadline).
  const detached = AsyncLocalStorage.snapshot();

  async function writeBatch(batch: WaitingView[]): Promise<void> {
    const at = new Date();
    const windowStart = new Date(at.getTime() - viewWindowMs).toISOString();
    const deadline = Math.min(...batch.map((view) => view.deadline));
    try {
      const outcomes = await runWithWriteDeadline(deadline, () =>
        recordViews(batch, at.toISOString(), windowStart),
      );
      batch.forEach((view, index) => view.settle.resolve(outcomes[index] as ViewOutcome));
    } catch (error) {
      for (const view of batch) view.settle.reject(error);
    }
  }

  /** Writes batches until none is waiting; `record` set `writing` when it scheduled this. */
  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, viewsPerCommit);
      waiting = waiting.slice(batch.length);
      await writeBatch(batch);
    }
    writing = false;
  }

  return {
    /** Records the view with the next batch; answers once that batch has committed. */
    record(view: ViewEvent): Promise<ViewOutcome> {
      return new Promise<ViewOutcome>((resolve, reject) => {
        waiting.push({ ...view, deadline: performance.now() + writeTimeLeft(), settle: { resolve, reject } });
        if (!writing) {
          writing = true;
          setImmediate(() => detached(() => void drain()));
        }
      });
    },
  };
}
