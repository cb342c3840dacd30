import type { CallerRestClient } from './restClient.ts';

export interface UserAnswer {
  id: number;
  email: string;
  role: string;
  created_at: string;
  updated_at: string;
  /** Absent from hosts that do not count activity. */
  favorites_count?: number | string;
  downloads_count?: number | string;
}

/** `users.php`: user administration. */
export function usersApi(rest: CallerRestClient) {
  return {
    list: async () => (await rest.request<{ users: UserAnswer[] }>('/users.php')).users,
    create: async (json: unknown, idempotencyKey?: string) =>
      (await rest.request<{ user: UserAnswer }>('/users.php', { method: 'POST', json, idempotencyKey })).user,
    update: async (id: string, json: unknown) =>
      (await rest.request<{ user: UserAnswer }>('/users.php', { method: 'PUT', query: { id }, json })).user,
    remove: (id: string) =>
      rest.request<{ message: string }>('/users.php', { method: 'DELETE', json: { id: Number(id) } }),
  };
}
