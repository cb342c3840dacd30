import type { CallerRestClient } from './restClient.ts';

interface SessionAnswer {
  token: string;
  user: { id: number; email: string; role: string };
}

/** What `login` answers: the session, or for an account with two-factor sign-in, a challenge. */
interface SignInAnswer extends Partial<SessionAnswer> {
  two_factor_required?: boolean;
  challenge?: string;
}

type AuthAction =
  | 'login'
  | 'two-factor'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'undo-email-change'
  | 'logout'
  | 'verify-email'
  | 'resend-verification';

/**
 * `auth.php`: sign in (with a second factor when the account has one), register, reset a forgotten
 * password, undo an email change, verify the email, and sign out.
 */
export function authApi(rest: CallerRestClient) {
  const post = <T>(action: AuthAction, json: unknown) =>
    rest.request<T>('/auth.php', { method: 'POST', query: { action }, json });
  return {
    login: async (json: unknown) => {
      const answer = await post<SignInAnswer>('login', json);
      return { token: answer.token, user: answer.user, twoFactorChallenge: answer.challenge };
    },
    completeTwoFactorSignIn: (json: { challenge: string; code: string }) =>
      post<SessionAnswer>('two-factor', json),
    register: (json: unknown) => post<SessionAnswer>('register', json),
    requestPasswordReset: (email: string) => post<{ message: string }>('forgot-password', { email }),
    resetPassword: (json: { token: string; password: string }) =>
      post<{ message: string }>('reset-password', json),
    /** Puts back the email an account had before a change; ends every session of it. */
    undoEmailChange: (token: string) => post<{ message: string }>('undo-email-change', { token }),
    verifyEmail: (token: string) => post<{ message: string }>('verify-email', { token }),
    resendVerification: () => post<{ message: string }>('resend-verification', {}),
    /** Ends the caller's own token on the REST service. */
    logout: () => post<{ message: string }>('logout', {}),
  };
}
