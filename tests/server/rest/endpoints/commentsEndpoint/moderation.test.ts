import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { entriesOf } from '../../../../support/audit.ts';
import { commentHelpers } from '../../../../support/comments.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { moderatorCredentials, startTestService } from '../../../../support/service.ts';

/** Issue 32: moderators and admins hide comments from everyone but their author, and see who wrote them. */

const answerOf = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  body: answer.body,
});

describe.each(databaseKinds)('moderating comments on %s', (kind) => {
  let service: TestService;
  const { createGame, commenter, page, act, remove, posted, stored } = commentHelpers(() => service);
  let robin: Awaited<ReturnType<typeof commenter>>;
  let sam: Awaited<ReturnType<typeof commenter>>;
  beforeAll(async () => {
    service = await startTestService(kind);
    robin = await commenter('Robin');
    sam = await commenter('Sam');
  });
  afterAll(() => service.stop());

  const idsOf = (body: { comments: Array<{ id: number; replies: Array<{ id: number }> }> }) =>
    body.comments.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]);

  test.each(['moderator', 'admin'] as const)(
    'a %s hides a comment: gone for anonymous visitors and other users, shown to its author as hidden, and back on unhide',
    async (role) => {
      const staff = service.tokens[role];
      const gameId = await createGame();
      const kept = await posted(sam.token, { gameId, content: 'A fair opinion.' });
      const id = await posted(robin.token, { gameId, content: 'Something rude.' });
      const reply = await posted(sam.token, { gameId, parentId: id, content: 'Please be nice.' });

      const hidden = await entriesOf(service, async () => {
        const answer = await act(staff, id, 'hide');
        expect(answer.status).toBe(200);
        expect(answer.body.comment).toMatchObject({
          id,
          status: 'hidden',
          author: { name: 'Robin', deleted: false, id: robin.id, email: robin.email },
        });
      });
      expect(hidden).toEqual([
        expect.objectContaining({
          action: 'comment.hide',
          actor_role: role,
          target_type: 'comment',
          target_id: id,
          target_label: 'Something rude.',
          details: { game_id: gameId, author: robin.email },
        }),
      ]);

      // The hidden comment and its thread are gone for anyone else, and not counted.
      for (const token of [undefined, sam.token]) {
        const body = (await page(gameId, token)).body;
        expect(idsOf(body)).toEqual([kept]);
        expect(body.total).toBe(1);
      }
      // Its author still sees it, marked hidden; the staff see it with its author's account.
      const own = (await page(gameId, robin.token)).body;
      expect(own.total).toBe(2);
      expect(own.comments[0]).toMatchObject({ id, status: 'hidden', mine: true, author: { name: 'Robin' } });
      expect(own.comments[0].author).not.toHaveProperty('email');
      const seenByStaff = (await page(gameId, service.tokens.moderator)).body;
      expect(idsOf(seenByStaff)).toEqual([id, reply, kept]);
      expect(seenByStaff.comments[0].author).toEqual({
        name: 'Robin',
        deleted: false,
        id: robin.id,
        email: robin.email,
      });
      expect(seenByStaff.comments[1].author).toEqual({
        name: 'Sam',
        deleted: false,
        id: sam.id,
        email: sam.email,
      });
      // Others can neither like nor report what they cannot see.
      expect((await act(sam.token, id, 'like')).status).toBe(404);
      expect((await act(sam.token, id, 'report', { reason: 'Spam' })).status).toBe(404);

      expect(answerOf(await act(staff, id, 'hide'))).toEqual({
        status: 409,
        body: { error: messages.comment.onlyVisibleHidden },
      });
      const shown = await entriesOf(service, async () => {
        const answer = await act(staff, id, 'unhide');
        expect(answer.body.comment).toMatchObject({ id, status: 'visible' });
      });
      expect(shown).toEqual([expect.objectContaining({ action: 'comment.unhide', target_id: id })]);
      expect(idsOf((await page(gameId)).body)).toEqual([id, reply, kept]);
      expect(answerOf(await act(staff, id, 'unhide'))).toEqual({
        status: 409,
        body: { error: messages.comment.onlyHiddenShown },
      });
    },
  );

  test('a hidden reply disappears alone; its author still sees it', async () => {
    const gameId = await createGame();
    const parent = await posted(sam.token, { gameId, content: 'Question?' });
    const reply = await posted(robin.token, { gameId, parentId: parent, content: 'Rude answer.' });
    expect((await act(service.tokens.moderator, reply, 'hide')).status).toBe(200);
    expect(idsOf((await page(gameId)).body)).toEqual([parent]);
    expect((await page(gameId, robin.token)).body.comments[0].replies).toEqual([
      expect.objectContaining({ id: reply, status: 'hidden' }),
    ]);
  });

  test('a user cannot hide or unhide (403), anonymous callers get 401; nothing changes', async () => {
    const gameId = await createGame();
    const id = await posted(robin.token, { gameId, content: 'Mine, and visible.' });
    const before = await stored();
    for (const action of ['hide', 'unhide']) {
      expect(answerOf(await act(sam.token, id, action))).toEqual({
        status: 403,
        body: { error: messages.forbidden },
      });
      expect(answerOf(await act(robin.token, id, action))).toEqual({
        status: 403,
        body: { error: messages.forbidden },
      });
      expect((await act(undefined, id, action)).status).toBe(401);
    }
    expect(await stored()).toEqual(before);
    // Plain users never see authors' accounts.
    expect((await page(gameId, sam.token)).body.comments[0].author).toEqual({
      name: 'Robin',
      deleted: false,
    });
  });

  test('staff delete a hidden comment; unknown ids are 404', async () => {
    const gameId = await createGame();
    const id = await posted(robin.token, { gameId, content: 'Hidden, then gone.' });
    await act(service.tokens.moderator, id, 'hide');
    expect((await remove(service.tokens.admin, id)).status).toBe(200);
    expect((await page(gameId, service.tokens.admin)).body.comments).toEqual([]);
    expect((await act(service.tokens.moderator, 2_000_000_000, 'hide')).status).toBe(404);
  });

  test('a deleted account\'s comments stay, shown as "Deleted user"; its hidden mark and likes keep working', async () => {
    const gameId = await createGame();
    const leaving = await commenter('Leaving Soon');
    const id = await posted(leaving.token, { gameId, content: 'I was here.' });
    const reply = await posted(sam.token, { gameId, parentId: id, content: 'Bye!' });
    const deleted = await service.request('POST', '/api/account.php?action=delete-account', {
      token: leaving.token,
      json: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);

    const body = (await page(gameId, sam.token)).body;
    expect(body.comments[0]).toMatchObject({
      id,
      content: 'I was here.',
      author: { name: messages.comment.deletedAuthor, deleted: true },
      mine: false,
    });
    expect(body.comments[0].replies.map((item: { id: number }) => item.id)).toEqual([reply]);
    expect((await page(gameId, service.tokens.admin)).body.comments[0].author).toEqual({
      name: messages.comment.deletedAuthor,
      deleted: true,
      id: null,
      email: null,
    });
    expect((await act(sam.token, id, 'like')).body).toEqual({ likes: 1, liked: true });
    expect((await act(service.tokens.moderator, id, 'hide')).status).toBe(200);
  });

  test('a hidden comment records who hid it and when', async () => {
    const gameId = await createGame();
    const id = await posted(robin.token, { gameId, content: 'Hidden for good.' });
    await act(service.tokens.moderator, id, 'hide');
    const row = await service.running.db.kysely
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.hidden_by')
      .select(['users.email', 'comments.hidden_at'])
      .where('comments.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: moderatorCredentials.email, hidden_at: expect.any(String) });
  });
});
