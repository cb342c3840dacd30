import type { Caller, RestClient } from './restClient.ts';

export interface UserAnswer {
  id: number;
  email: string;
  role: string;
  created_at: string;
  updated_at: string;
}

export interface DmcaNoticeAnswer {
  id: number;
  title: string;
  content_url: string;
  copyright_owner: string;
  company: string;
  contact_email: string;
  description: string;
  status: 'pending' | 'resolved' | 'rejected';
  created_at: string;
  updated_at: string;
}

export interface GameRequestAnswer {
  id: number;
  game_title: string;
  platform: string;
  release_year: number | null;
  requester_email: string;
  additional_info: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  updated_at: string;
}

interface Message {
  message: string;
}

/** `users.php`, the moderation endpoints and the anonymous submissions. */
export function adminApi(rest: RestClient) {
  return {
    users: async (caller: Caller) =>
      (await rest.request<{ users: UserAnswer[] }>('/users.php', {}, caller)).users,
    createUser: async (json: unknown, caller: Caller) =>
      (await rest.request<{ user: UserAnswer }>('/users.php', { method: 'POST', json }, caller)).user,
    updateUser: async (id: string, json: unknown, caller: Caller) =>
      (await rest.request<{ user: UserAnswer }>('/users.php', { method: 'PUT', query: { id }, json }, caller))
        .user,
    deleteUser: (id: string, caller: Caller) =>
      rest.request<Message>('/users.php', { method: 'DELETE', json: { id: Number(id) } }, caller),
    dmcaNotices: async (caller: Caller) =>
      (await rest.request<{ dmcaNotices: DmcaNoticeAnswer[] }>('/dmca_notices.php', {}, caller)).dmcaNotices,
    gameRequests: async (caller: Caller) =>
      (await rest.request<{ gameRequests: GameRequestAnswer[] }>('/game_requests.php', {}, caller))
        .gameRequests,
    decideDmcaNotice: (id: string, status: string, caller: Caller) =>
      rest.request<Message>('/dmca_notices.php', { method: 'PUT', json: { id: Number(id), status } }, caller),
    decideGameRequest: (id: string, status: string, caller: Caller) =>
      rest.request<Message>(
        '/game_requests.php',
        { method: 'PUT', json: { id: Number(id), status } },
        caller,
      ),
    submitDmcaNotice: (json: unknown, caller: Caller) =>
      rest.request<Message>('/submit_dmca.php', { method: 'POST', json }, caller),
    submitGameRequest: (json: unknown, caller: Caller) =>
      rest.request<Message>('/submit_game_request.php', { method: 'POST', json }, caller),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
