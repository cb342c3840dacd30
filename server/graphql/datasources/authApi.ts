import type { CallerRestClient } from './restClient.ts';

interface SessionAnswer {
  token: string;
  user: { id: number; email: string; role: string };
}

/** `auth.php`: sign in and register. */
export function authApi(rest: CallerRestClient) {
  const post = (action: 'login' | 'register', json: unknown) =>
    rest.request<SessionAnswer>('/auth.php', { method: 'POST', query: { action }, json });
  return {
    login: (json: unknown) => post('login', json),
    register: (json: unknown) => post('register', json),
  };
}
