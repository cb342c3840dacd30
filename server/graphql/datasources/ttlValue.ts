/**
 * A value every caller shares, loaded again once it is `ttlMs` old. A failed load is not kept: the
 * next call tries again. With `serveLastOnFailure`, a failed load answers the last value read
 * (when there is one) to every caller waiting on it.
 */
export function ttlValue<T>(load: () => Promise<T>, ttlMs: number, { serveLastOnFailure = false } = {}) {
  let kept: { value: Promise<T>; at: number } | undefined;
  let last: { value: T } | undefined;
  return {
    get(): Promise<T> {
      if (kept && Date.now() - kept.at <= ttlMs) return kept.value;
      const value = load().then(
        (loaded) => {
          last = { value: loaded };
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
    },
    /** The next call loads afresh. */
    invalidate(): void {
      kept = undefined;
    },
  };
}
