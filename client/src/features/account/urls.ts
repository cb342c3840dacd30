import { returnTarget } from '../../lib/loginRedirect.ts';

export const accountUrls = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  undoEmailChange: '/undo-email-change',
  verifyEmail: '/verify-email',
} as const;

/** The signed-in visitor's own pages (SPEC 2.1, 2.16): without a session they send to the login. */
export const accountPageUrls = {
  profile: '/account/profile',
  settings: '/account/settings',
} as const;

const signInPages: readonly string[] = Object.values(accountUrls);

/** Routes match regardless of case and of a trailing slash; so does this rule. */
function isPublicPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return path !== '/admin' && !path.startsWith('/admin/') && !signInPages.includes(path);
}

/**
 * Where a visitor goes after signing in or registering: back to the page the account guard sent
 * them from when it is a page of the public site (not the console, which has its own sign-in, and
 * not a sign-in page), else home.
 */
export const afterSignIn = (state: unknown): string => returnTarget(state, isPublicPage, '/');
