import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The moment (`performance.now()`) by which the write request being served must have committed
 * whatever it writes, or written nothing. The database layer reads it for every statement, so no
 * endpoint has to pass it down; work outside a write request has none.
 */
const deadlines = new AsyncLocalStorage<number>();

/** The write's deadline passed: nothing was written, and the caller may try again later. */
export class WriteDeadlinePassed extends Error {
  constructor() {
    super('the write deadline passed before the write could commit');
  }
}

export function runWithWriteDeadline<T>(deadline: number, work: () => T): T {
  return deadlines.run(deadline, work);
}

/** Work that must not be bound by the request it started from (the answer's bookkeeping, background tasks). */
export function withoutWriteDeadline<T>(work: () => T): T {
  return deadlines.exit(work);
}

/** Milliseconds left before the current write's deadline; Infinity outside a write. */
export function writeTimeLeft(): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Infinity : deadline - performance.now();
}
