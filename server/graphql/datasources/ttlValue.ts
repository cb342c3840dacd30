/**
 * A value every caller shares, loaded again once it is `ttlMs` old. A failed load is not kept: the
 * next call tries again. With `serveLastOnFailure`, a failed load answers the last value read
 * (when there is one) to every caller waiting on it.
 */
export function ttlValue<T>(load: () => Promise<T>, ttlMs: number, { serveLastOnFailure = false } = {}) {
  let kept: { value: Promise<T>; at: number } | undefined;
  /** The last value read, and how many invalidations had happened when its load began. */
  let last: { value: T; json: string; generation: number } | undefined;
  let version = 0;
  let generation = 0;
  function get(): Promise<T> {
    if (kept && Date.now() - kept.at <= ttlMs) return kept.value;
    const began = generation;
    const value = load().then(
      (loaded) => {
        const json = JSON.stringify(loaded);
        if (last && last.json !== json) version += 1;
        last = { value: loaded, json, generation: began };
        return loaded;
      },
      (error: unknown) => {
        if (kept?.value === value) kept = undefined;
        if (serveLastOnFailure && last) return last.value;
        throw error;
      },
    );
    kept = { value, at: Date.now() };
    return value;
  }
  function refreshWhenOld(): void {
    if (!kept || Date.now() - kept.at > ttlMs) get().catch(() => undefined);
  }
  return {
    get,
    /** The next call loads afresh. */
    invalidate(): void {
      kept = undefined;
      version += 1;
      generation += 1;
    },
    /**
     * Moves when a load answers something else than the one before, or on `invalidate`: for caches
     * of answers computed from the value. Starts a load in the background once the value is old.
     */
    version(): number {
      refreshWhenOld();
      return version;
    },
    /**
     * The value last read, without waiting: a load starts in the background once it is old (and an
     * unreachable source leaves the last value in place). Undefined before the first read, and after
     * `invalidate` until a load begun since answers: then `get` is the way to wait for it.
     */
    peek(): T | undefined {
      refreshWhenOld();
      return last?.generation === generation ? last.value : undefined;
    },
  };
}
