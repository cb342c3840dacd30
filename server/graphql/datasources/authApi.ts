import type { CallerRestClient } from './restClient.ts';

interface SessionAnswer {
  token: string;
  user: { id: number; email: string; role: string };
}

type AuthAction = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'logout';

/** `auth.php`: sign in, register, reset a forgotten password, and sign out. */
export function authApi(rest: CallerRestClient) {
  const post = <T>(action: AuthAction, json: unknown) =>
    rest.request<T>('/auth.php', { method: 'POST', query: { action }, json });
  return {
    login: (json: unknown) => post<SessionAnswer>('login', json),
    register: (json: unknown) => post<SessionAnswer>('register', json),
    requestPasswordReset: (email: string) => post<{ message: string }>('forgot-password', { email }),
    resetPassword: (json: { token: string; password: string }) =>
      post<{ message: string }>('reset-password', json),
    /** Ends the caller's own token on the REST service. */
    logout: () => post<{ message: string }>('logout', {}),
  };
}
