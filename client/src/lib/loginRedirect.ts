/**
 * What a guard leaves in the history state when it sends a visitor to sign in: where they were
 * going. The sign-in page returns them there (SPEC 2.18 for the console, the same for accounts).
 */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The state a guard passes along with its redirect to a sign-in page. */
export function loginRedirectState(location: { pathname: string; search: string; hash: string }) {
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return state;
}

// Any origin will do: a path is on this site when resolving it against one keeps that origin.
const probeOrigin = 'https://site.invalid';

/**
 * The remembered address when it is a path on this site that `accepts` (given the resolved
 * pathname) admits, else `fallback`. History state can hold anything, so every part is checked:
 * `//host` or `/\host` would leave the site.
 */
export function returnTarget(
  state: unknown,
  accepts: (pathname: string) => boolean,
  fallback: string,
): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  if (typeof from !== 'object' || from === null) return fallback;
  const { pathname, search = '', hash = '' } = from;
  if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') return fallback;
  if (!pathname.startsWith('/') || (search && !search.startsWith('?')) || (hash && !hash.startsWith('#'))) {
    return fallback;
  }
  const target = `${pathname}${search}${hash}`;
  let resolved: URL;
  try {
    resolved = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== probeOrigin || !accepts(resolved.pathname)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
