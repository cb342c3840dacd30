import type { Logger } from 'pino';

import { withoutWriteDeadline } from './writeDeadline/writeDeadline.ts';

/**
 * Work that a request starts but does not wait for (after its answer is sent). A failure is
 * logged, never thrown; `settled` lets the shutdown (and tests) wait for what is under way.
 */
export function backgroundTasks(log: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      // Past the answer, the request's write deadline no longer applies (see writeDeadline.ts).
      const task = withoutWriteDeadline(work)
        .catch((error: unknown) => {
          log.error({ event: 'background.failed', task: name, err: error }, 'Background task failed');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
