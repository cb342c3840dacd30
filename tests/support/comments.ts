import { expect } from '@jest/globals';

import { accountHelpers, uniqueEmail } from './accounts.ts';
import { gameData, gameForm } from './games.ts';
import type { TestService } from './service.ts';

let games = 0;

/**
 * Helpers for suites of `comments.php`: games to comment on, accounts with a display name, and
 * the endpoint's calls. The service is looked up on each call (suites start it in `beforeAll`).
 */
export function commentHelpers(currentService: () => TestService) {
  const service = () => currentService();
  const { newUser, write } = accountHelpers(currentService);

  /** A game of the catalogue (an open-source one), active unless told. */
  async function createGame(status: 'active' | 'inactive' = 'active'): Promise<number> {
    games += 1;
    const created = await service().request('POST', '/api/games.php', {
      token: service().tokens.admin,
      form: gameForm(
        gameData({ slug: `commented-${process.pid}-${games}`, title: `Xonotic ${games}`, status }),
      ),
    });
    expect(created.status).toBe(201);
    return created.body.game.id as number;
  }

  /** A signed-in account with a verified address (made by the admin) and a display name. */
  async function commenter(name = 'Robin') {
    const user = await newUser({ prefix: 'commenter' });
    expect((await write(user.token, 'update-display-name', { displayName: name })).status).toBe(200);
    return { ...user, name };
  }

  /** An account that registered itself and has not yet verified its address. */
  async function unverified() {
    const email = uniqueEmail('unverified');
    const answer = await service().request('POST', '/api/auth.php?action=register', {
      json: { email, password: 'Fresh-Pass-42q' },
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, email, token: answer.body.token as string };
  }

  const post = (token: string | undefined, json: unknown) =>
    service().request('POST', '/api/comments.php', { token, json });
  const page = (gameId: number, token?: string, query = '') =>
    service().request('GET', `/api/comments.php?gameId=${gameId}${query}`, { token });
  const act = (token: string | undefined, id: number, action: string, json: unknown = {}) =>
    service().request('POST', `/api/comments.php?id=${id}&action=${action}`, { token, json });
  const edit = (token: string | undefined, id: number, json: unknown) =>
    service().request('PUT', `/api/comments.php?id=${id}`, { token, json });
  const remove = (token: string | undefined, id: number) =>
    service().request('DELETE', `/api/comments.php?id=${id}`, { token });

  /** Posts and answers the new comment's id, expecting success. */
  async function posted(token: string, json: Record<string, unknown>): Promise<number> {
    const answer = await post(token, json);
    expect(answer.status).toBe(201);
    return answer.body.comment.id as number;
  }

  /** Every row of comments, likes and reports, as stored: what a refused request must leave alone. */
  async function stored() {
    const db = service().running.db.kysely;
    const all = (table: 'comments' | 'comment_likes' | 'reports') =>
      db
        .selectFrom(table)
        .selectAll()
        .execute()
        .then((rows) => rows.map((row) => JSON.stringify(row)).sort());
    const names = await db.selectFrom('users').select(['id', 'display_name']).orderBy('id').execute();
    return {
      comments: await all('comments'),
      likes: await all('comment_likes'),
      reports: await all('reports'),
      names,
    };
  }

  return { createGame, commenter, unverified, post, page, act, edit, remove, posted, stored };
}
