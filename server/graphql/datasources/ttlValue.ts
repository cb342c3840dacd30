/**
 * A value every caller shares, loaded again once it is `ttlMs` old. A failed load is not kept: the
 * next call tries again. With `serveLastOnFailure`, a failed load answers the last value read
 * (when there is one) to every caller waiting on it.
 */
export function ttlValue<T>(load: () => Promise<T>, ttlMs: number, { serveLastOnFailure = false } = {}) {
  let kept: { value: Promise<T>; at: number } | undefined;
  let last: { value: T; json: string } | undefined;
  let version = 0;
  function get(): Promise<T> {
    if (kept && Date.now() - kept.at <= ttlMs) return kept.value;
    const value = load().then(
      (loaded) => {
        const json = JSON.stringify(loaded);
        if (last && last.json !== json) version += 1;
        last = { value: loaded, json };
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
  return {
    get,
    /** The next call loads afresh. */
    invalidate(): void {
      kept = undefined;
      version += 1;
    },
    /**
     * Moves when a load answers something else than the one before, or on `invalidate`: for caches
     * of answers computed from the value. Starts a load in the background once the value is old.
     */
    version(): number {
      if (!kept || Date.now() - kept.at > ttlMs) get().catch(() => undefined);
      return version;
    },
  };
}
