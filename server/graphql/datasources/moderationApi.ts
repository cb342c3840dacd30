import type { CallerRestClient } from './restClient.ts';

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

/**
 * Anonymous submissions (`submit_dmca.php`, `submit_game_request.php`) and their moderation
 * (`dmca_notices.php`, `game_requests.php`), named as the REST service's moderation names them.
 */
export function moderationApi(rest: CallerRestClient) {
  const decide = (path: string, id: string, status: string, extra: object = {}) =>
    rest.request<Message>(path, { method: 'PUT', json: { id: Number(id), status, ...extra } });
  return {
    addDmcaNotice: (json: unknown, idempotencyKey?: string) =>
      rest.request<Message>('/submit_dmca.php', { method: 'POST', json, idempotencyKey }),
    addGameRequest: (json: unknown, idempotencyKey?: string) =>
      rest.request<Message>('/submit_game_request.php', { method: 'POST', json, idempotencyKey }),
    dmcaNotices: async () =>
      (await rest.request<{ dmcaNotices: DmcaNoticeAnswer[] }>('/dmca_notices.php')).dmcaNotices,
    gameRequests: async () =>
      (await rest.request<{ gameRequests: GameRequestAnswer[] }>('/game_requests.php')).gameRequests,
    decideDmcaNotice: (id: string, status: string, deactivateGame: boolean) =>
      decide('/dmca_notices.php', id, status, deactivateGame ? { deactivate_game: true } : {}),
    decideGameRequest: (id: string, status: string) => decide('/game_requests.php', id, status),
  };
}
