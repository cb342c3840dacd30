import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { entriesOf } from '../../../../support/audit.ts';
import { commentHelpers } from '../../../../support/comments.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

/** Issue 32: editing and deleting one's own comments, likes once per account, reports of comments. */

const answerOf = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  body: answer.body,
});

describe.each(databaseKinds)('acting on comments on %s', (kind) => {
  let service: TestService;
  const { createGame, commenter, post, page, act, edit, remove, posted, stored } = commentHelpers(
    () => service,
  );
  let gameId: number;
  let robin: Awaited<ReturnType<typeof commenter>>;
  let sam: Awaited<ReturnType<typeof commenter>>;
  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = await createGame();
    robin = await commenter('Robin');
    sam = await commenter('Sam');
  });
  afterAll(() => service.stop());

  describe('editing', () => {
    test('the author edits their comment: the text changes and it says edited', async () => {
      const id = await posted(robin.token, { gameId, content: 'Fist impressions: great.' });
      const answer = await edit(robin.token, id, { content: '  First impressions: great.  ' });
      expect(answer.status).toBe(200);
      expect(answer.body.comment).toMatchObject({
        id,
        content: 'First impressions: great.',
        edited: true,
        mine: true,
        status: 'visible',
      });
      expect(answer.body.comment.updatedAt >= answer.body.comment.createdAt).toBe(true);
      const listed = (await page(gameId)).body.comments.find((comment: { id: number }) => comment.id === id);
      expect(listed).toMatchObject({ content: 'First impressions: great.', edited: true });
    });

    test("another account's comment cannot be edited: 403, by users and staff alike", async () => {
      const id = await posted(robin.token, { gameId, content: 'Mine to edit.' });
      const before = await stored();
      for (const token of [sam.token, service.tokens.moderator, service.tokens.admin]) {
        expect(answerOf(await edit(token, id, { content: 'Not yours.' }))).toEqual({
          status: 403,
          body: { error: messages.comment.notYours },
        });
      }
      expect(answerOf(await edit(undefined, id, { content: 'Anonymous.' }))).toEqual({
        status: 401,
        body: { error: messages.authenticationRequired },
      });
      expect(await stored()).toEqual(before);
    });

    test('an edit is validated like a post; an unknown comment is 404', async () => {
      const id = await posted(robin.token, { gameId, content: 'Keep me.' });
      const before = await stored();
      const blank = await edit(robin.token, id, { content: '  ' });
      expect(answerOf(blank)).toEqual({
        status: 400,
        body: {
          error: messages.comment.contentRequired,
          fields: { content: messages.comment.contentRequired },
        },
      });
      expect((await edit(robin.token, id, { content: 'z'.repeat(2001) })).body.fields).toEqual({
        content: 'Comment must be at most 2000 characters',
      });
      expect(answerOf(await edit(robin.token, 2_000_000_000, { content: 'Ghost.' }))).toEqual({
        status: 404,
        body: { error: messages.comment.notFound },
      });
      const noId = await service.request('PUT', '/api/comments.php', {
        token: robin.token,
        json: { content: 'x' },
      });
      expect(answerOf(noId)).toEqual({
        status: 400,
        body: { error: 'id is required', fields: { id: 'id is required' } },
      });
      expect(await stored()).toEqual(before);
    });
  });

  describe('deleting', () => {
    test('the author deletes a comment without replies: it is gone', async () => {
      const id = await posted(robin.token, { gameId, content: 'Short-lived.' });
      expect(answerOf(await remove(robin.token, id))).toEqual({
        status: 200,
        body: { message: messages.comment.deleted },
      });
      const ids = (await page(gameId)).body.comments.map((comment: { id: number }) => comment.id);
      expect(ids).not.toContain(id);
      expect((await remove(robin.token, id)).status).toBe(404);
    });

    test('a comment with replies becomes a deleted placeholder that keeps them; its last reply takes it along', async () => {
      const game = await createGame();
      const parent = await posted(robin.token, { gameId: game, content: 'Thread starter.' });
      const reply = await posted(sam.token, { gameId: game, parentId: parent, content: 'A reply.' });
      expect((await remove(robin.token, parent)).status).toBe(200);

      const listed = (await page(game)).body;
      expect(listed.total).toBe(1);
      expect(listed.comments[0]).toMatchObject({ id: parent, status: 'deleted', content: '' });
      expect(listed.comments[0].replies.map((item: { id: number }) => item.id)).toEqual([reply]);
      // A placeholder takes no edit, like, reply or second delete.
      expect((await edit(robin.token, parent, { content: 'Back again.' })).status).toBe(404);
      expect((await act(sam.token, parent, 'like')).status).toBe(404);
      expect((await post(sam.token, { gameId: game, parentId: parent, content: 'Late reply.' })).status).toBe(
        400,
      );

      expect((await remove(sam.token, reply)).status).toBe(200);
      expect((await page(game)).body).toMatchObject({ comments: [], total: 0 });
      const rows = await service.running.db.kysely
        .selectFrom('comments')
        .select('id')
        .where('game_id', '=', game)
        .execute();
      expect(rows).toEqual([]);
    });

    test("a user cannot delete another account's comment (403); staff can, and it is audited", async () => {
      const id = await posted(robin.token, { gameId, content: 'Off-topic advertising.' });
      const before = await stored();
      expect(answerOf(await remove(sam.token, id))).toEqual({
        status: 403,
        body: { error: messages.comment.notYoursToDelete },
      });
      expect((await remove(undefined, id)).status).toBe(401);
      expect(await stored()).toEqual(before);

      const entries = await entriesOf(service, async () => {
        expect((await remove(service.tokens.moderator, id)).status).toBe(200);
      });
      expect(entries).toEqual([
        expect.objectContaining({
          actor_email: 'mod@test.example',
          action: 'comment.delete',
          target_type: 'comment',
          target_id: id,
          target_label: 'Off-topic advertising.',
          details: { game_id: gameId, author: robin.email },
        }),
      ]);
      // Deleting one's own comment is no moderation: nothing is audited.
      const own = await posted(service.tokens.admin, {
        gameId,
        content: 'Admin note.',
        displayName: 'Admin',
      });
      expect(await entriesOf(service, () => remove(service.tokens.admin, own))).toEqual([]);
    });
  });

  describe('likes', () => {
    test('an account likes a comment once; a second like changes nothing; the reader sees likedByMe', async () => {
      const id = await posted(robin.token, { gameId, content: 'Like me.' });
      expect(answerOf(await act(sam.token, id, 'like'))).toEqual({
        status: 200,
        body: { likes: 1, liked: true },
      });
      expect(answerOf(await act(sam.token, id, 'like'))).toEqual({
        status: 200,
        body: { likes: 1, liked: true },
      });
      expect((await act(robin.token, id, 'like')).body).toEqual({ likes: 2, liked: true });

      const find = async (token?: string) =>
        (await page(gameId, token)).body.comments.find((comment: { id: number }) => comment.id === id);
      expect(await find(sam.token)).toMatchObject({ likes: 2, likedByMe: true, mine: false });
      expect(await find()).toMatchObject({ likes: 2, likedByMe: false });
      const third = await commenter('Lee');
      expect(await find(third.token)).toMatchObject({ likes: 2, likedByMe: false });
    });

    test('likes need a signed-in account (401) and a comment that exists (404)', async () => {
      const id = await posted(robin.token, { gameId, content: 'Anonymous likes do not count.' });
      const before = await stored();
      expect((await act(undefined, id, 'like')).status).toBe(401);
      expect(answerOf(await act(sam.token, 2_000_000_000, 'like'))).toEqual({
        status: 404,
        body: { error: messages.comment.notFound },
      });
      expect(await stored()).toEqual(before);
    });

    test("a deleted account's likes leave the count", async () => {
      const id = await posted(robin.token, { gameId, content: 'Counted likes.' });
      const leaving = await commenter('Leaving');
      await act(leaving.token, id, 'like');
      await act(sam.token, id, 'like');
      const deleted = await service.request('POST', '/api/account.php?action=delete-account', {
        token: leaving.token,
        json: { password: leaving.password },
      });
      expect(deleted.status).toBe(200);
      const listed = (await page(gameId)).body.comments.find((comment: { id: number }) => comment.id === id);
      expect(listed.likes).toBe(1);
    });
  });

  test("a game's deletion takes its comments and their likes; its reports stay with the game's name", async () => {
    const doomed = await createGame();
    const id = await posted(robin.token, { gameId: doomed, content: 'Liked, then gone.' });
    const reply = await posted(sam.token, { gameId: doomed, parentId: id, content: 'Me too.' });
    await act(sam.token, id, 'like');
    await act(robin.token, reply, 'like');
    await act(sam.token, id, 'report', { reason: 'Other' });
    const removed = await service.request('DELETE', `/api/games.php?id=${doomed}`, {
      token: service.tokens.admin,
    });
    expect(removed.status).toBe(200);
    const db = service.running.db.kysely;
    expect(await db.selectFrom('comments').select('id').where('id', 'in', [id, reply]).execute()).toEqual([]);
    expect(
      await db.selectFrom('comment_likes').select('user_id').where('comment_id', 'in', [id, reply]).execute(),
    ).toEqual([]);
    const reports = await service.request('GET', '/api/reports.php?kind=comment', {
      token: service.tokens.admin,
    });
    expect(reports.body.reports[0]).toMatchObject({
      game: null,
      comment: null,
      gameName: expect.stringMatching(/^Xonotic/),
    });
  });

  test('a liked comment without replies is deleted with its likes', async () => {
    const id = await posted(robin.token, { gameId, content: 'Liked and deleted.' });
    await act(sam.token, id, 'like');
    expect((await remove(robin.token, id)).status).toBe(200);
    const likes = await service.running.db.kysely
      .selectFrom('comment_likes')
      .select('user_id')
      .where('comment_id', '=', id)
      .execute();
    expect(likes).toEqual([]);
  });

  describe('reports of comments', () => {
    test('a signed-in account reports a comment: 201, and one open report reaches the staff', async () => {
      const id = await posted(robin.token, { gameId, content: 'Buy cheap keys at example.com!' });
      const answer = await act(sam.token, id, 'report', { reason: 'Spam', description: 'An advert.' });
      expect(answerOf(answer)).toEqual({ status: 201, body: { message: messages.gameReport.sent } });
      // The same account's repeat while the report is open answers alike and adds nothing.
      expect((await act(sam.token, id, 'report', { reason: 'Other' })).status).toBe(201);

      const list = await service.request('GET', '/api/reports.php?kind=comment', {
        token: service.tokens.moderator,
      });
      const reports = list.body.reports.filter(
        (report: { comment: { id: number } | null }) => report.comment?.id === id,
      );
      expect(reports).toEqual([
        expect.objectContaining({
          kind: 'comment',
          status: 'open',
          game: expect.objectContaining({ id: gameId }),
          comment: { id, excerpt: 'Buy cheap keys at example.com!', status: 'visible' },
          reason: 'Spam',
          description: 'An advert.',
          email: sam.email,
        }),
      ]);
    });

    test('a report needs an account (401), a reason of the list (400 naming reason) and a comment (404)', async () => {
      const id = await posted(robin.token, { gameId, content: 'Reportable.' });
      const before = await stored();
      expect((await act(undefined, id, 'report', { reason: 'Spam' })).status).toBe(401);
      for (const reason of [undefined, '', 'Boring', ['Spam']]) {
        const answer = await act(sam.token, id, 'report', { reason });
        expect(answerOf(answer)).toEqual({
          status: 400,
          body: { error: messages.gameReport.reason, fields: { reason: messages.gameReport.reason } },
        });
      }
      const long = await act(sam.token, id, 'report', { reason: 'Other', description: 'd'.repeat(2001) });
      expect(long.body.fields).toEqual({ description: 'Description must be at most 2000 characters' });
      expect((await act(sam.token, 2_000_000_000, 'report', { reason: 'Spam' })).status).toBe(404);
      expect(await stored()).toEqual(before);
    });
  });

  test('an unknown action, or an id without one, answers 400', async () => {
    const id = await posted(robin.token, { gameId, content: 'Act on me.' });
    const before = await stored();
    expect(answerOf(await act(robin.token, id, 'promote'))).toEqual({
      status: 400,
      body: { error: messages.unknownAction },
    });
    const noAction = await service.request('POST', `/api/comments.php?id=${id}`, {
      token: robin.token,
      json: { gameId, content: 'Again.' },
    });
    expect(answerOf(noAction)).toEqual({ status: 400, body: { error: messages.unknownAction } });
    const noId = await service.request('POST', '/api/comments.php?action=like', {
      token: robin.token,
      json: {},
    });
    expect(noId.body.fields).toEqual({ id: 'id is required' });
    expect(await stored()).toEqual(before);
  });
});
