/**
 * Wraps `read` so that every caller gets the answer of a call that began after it asked, while
 * callers share calls: one runs at a time, and everyone who asks meanwhile waits for the single
 * call queued behind it. Under load a handful of calls serve thousands of callers, and none gets
 * an answer older than its question.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const call = read().finally(() => {
      if (running === call) running = undefined;
    });
    running = call;
    return call;
  };
  const ignore = () => undefined;
  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
