import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { commentHelpers } from '../../../../support/comments.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

/** Issue 32: comments on a game and one level of replies, posted by verified accounts, read by anyone. */

const refusal = (field: string, message: string) => ({
  status: 400,
  body: { error: message, fields: { [field]: message } },
});

describe.each(databaseKinds)('posting and reading comments on %s', (kind) => {
  let service: TestService;
  const { createGame, commenter, unverified, post, page, act, posted, stored } = commentHelpers(
    () => service,
  );
  let gameId: number;
  let robin: Awaited<ReturnType<typeof commenter>>;
  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = await createGame();
    robin = await commenter('Robin');
  });
  afterAll(() => service.stop());

  test('a verified account with a display name posts: 201 with the comment as the wire gives it', async () => {
    const answer = await post(robin.token, {
      gameId,
      content: '  Runs well on an old laptop.\n\nRecommended!  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      comment: {
        id: expect.any(Number),
        gameId,
        parentId: null,
        author: { name: 'Robin', deleted: false },
        content: 'Runs well on an old laptop.\n\nRecommended!',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        edited: false,
        likes: 0,
        likedByMe: false,
        mine: true,
        status: 'visible',
      },
    });
    const seen = await page(gameId);
    expect(seen.body.comments[0]).toEqual({ ...answer.body.comment, mine: false, replies: [] });
  });

  test('a reply goes under its comment; a reply to a reply is 400 naming parentId and stores nothing', async () => {
    const game = await createGame();
    const parentId = await posted(robin.token, { gameId: game, content: 'Which track is the best?' });
    const other = await commenter('Sam');
    const reply = await post(other.token, { gameId: game, parentId, content: 'Cocoa Temple, surely.' });
    expect(reply.status).toBe(201);
    expect(reply.body.comment).toMatchObject({ parentId, author: { name: 'Sam', deleted: false } });

    const before = await stored();
    const nested = await post(robin.token, {
      gameId: game,
      parentId: reply.body.comment.id,
      content: 'Agreed!',
    });
    expect(nested).toMatchObject(refusal('parentId', messages.comment.replyToReply));
    expect(await stored()).toEqual(before);

    const listed = (await page(game, robin.token)).body;
    expect(listed.total).toBe(1);
    expect(listed.comments[0].replies).toEqual([{ ...reply.body.comment, mine: false }]);
  });

  test('a reply must name a comment of the same game: otherwise 400 naming parentId', async () => {
    const game = await createGame();
    const elsewhere = await posted(robin.token, { gameId, content: 'A comment on another game.' });
    const before = await stored();
    for (const parentId of [elsewhere, 2_000_000_000]) {
      const answer = await post(robin.token, { gameId: game, parentId, content: 'Lost reply.' });
      expect(answer).toMatchObject(refusal('parentId', messages.comment.parentNotFound));
    }
    expect(await stored()).toEqual(before);
  });

  test('pages: top-level comments newest first, each with all its replies oldest first', async () => {
    const game = await createGame();
    const sam = await commenter('Sam');
    const first = await posted(robin.token, { gameId: game, content: 'First.' });
    const second = await posted(sam.token, { gameId: game, content: 'Second.' });
    const third = await posted(robin.token, { gameId: game, content: 'Third.' });
    const replies = [];
    for (const content of ['Reply one.', 'Reply two.', 'Reply three.']) {
      replies.push(await posted(sam.token, { gameId: game, parentId: first, content }));
    }

    const whole = (await page(game)).body;
    expect(whole).toMatchObject({ total: 3, offset: 0, limit: 20 });
    expect(whole.comments.map((comment: { id: number }) => comment.id)).toEqual([third, second, first]);
    expect(whole.comments[2].replies.map((reply: { id: number }) => reply.id)).toEqual(replies);

    const paged = (await page(game, undefined, '&offset=1&limit=1')).body;
    expect(paged).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(paged.comments.map((comment: { id: number }) => comment.id)).toEqual([second]);
    const last = (await page(game, undefined, '&offset=2&limit=50')).body;
    expect(last.comments[0].replies).toHaveLength(3);
  });

  test.each([
    ['', 'gameId', 'gameId is required'],
    ['&limit=0', 'limit', 'limit must be a whole number from 1 to 50'],
    ['&limit=51', 'limit', 'limit must be a whole number from 1 to 50'],
    ['&offset=-1', 'offset', 'offset must be a whole number from 0 to 2147483647'],
  ])('GET with %p answers 400 naming %s', async (query, field, message) => {
    const path = query === '' ? '/api/comments.php' : `/api/comments.php?gameId=${gameId}${query}`;
    const answer = await service.request('GET', path);
    expect(answer).toMatchObject(refusal(field, message));
  });

  test('an unknown or inactive game answers 404 Game not found; staff still read an inactive one', async () => {
    const inactive = await createGame('inactive');
    for (const id of [inactive, 2_000_000_000]) {
      expect((await page(id)).body).toEqual({ error: messages.game.notFound });
      const answer = await post(robin.token, { gameId: id, content: 'Hello?' });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { error: messages.game.notFound },
      });
    }
    expect((await page(inactive, service.tokens.moderator)).status).toBe(200);
  });

  test('anonymous visitors read comments; posting needs a signed-in account (401)', async () => {
    expect((await page(gameId)).status).toBe(200);
    const before = await stored();
    const answer = await post(undefined, { gameId, content: 'Anonymous words.' });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 401,
      body: { error: messages.authenticationRequired },
    });
    expect(await stored()).toEqual(before);
  });

  test('an account whose address is not verified is refused 403 EMAIL_NOT_VERIFIED; nothing is stored', async () => {
    const fresh = await unverified();
    const target = await posted(robin.token, { gameId, content: 'Verify first, then like.' });
    const before = await stored();
    const refused = { error: messages.emailVerification.required, code: 'EMAIL_NOT_VERIFIED' };
    const attempts = [
      await post(fresh.token, { gameId, content: 'Hello!', displayName: 'Newcomer' }),
      await post(fresh.token, { gameId, parentId: target, content: 'A reply.', displayName: 'Newcomer' }),
      await act(fresh.token, target, 'like'),
    ];
    for (const answer of attempts)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: refused });
    expect(await stored()).toEqual(before);
  });

  test('an account without a display name must give one (400 naming displayName); giving one sets it', async () => {
    const { newUser, read } = accountHelpers(() => service);
    const nameless = await newUser({ prefix: 'nameless' });
    const before = await stored();
    for (const displayName of [undefined, '', '   ']) {
      const answer = await post(nameless.token, { gameId, content: 'Who am I?', displayName });
      expect(answer).toMatchObject(refusal('displayName', messages.displayName.required));
    }
    expect(await stored()).toEqual(before);

    const named = await post(nameless.token, { gameId, content: 'Now with a name.', displayName: '  Kim  ' });
    expect(named.status).toBe(201);
    expect(named.body.comment.author).toEqual({ name: 'Kim', deleted: false });
    expect((await read(nameless.token, 'profile')).body.display_name).toBe('Kim');
    // Later posts use the account's name; a new one given with a post replaces it.
    const later = await post(nameless.token, { gameId, content: 'Second post.' });
    expect(later.body.comment.author.name).toBe('Kim');
  });

  describe('bad input answers 400 naming the field and changes nothing', () => {
    test.each([
      ['content', { content: undefined }, messages.comment.contentRequired],
      ['content', { content: '   \n\t ' }, messages.comment.contentRequired],
      ['content', { content: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
      ['content', { content: 42 }, 'Comment must be text'],
      ['content', { content: ['Hello'] }, 'Comment must be text'],
      ['content', { content: 'Bell\u0007 rings' }, 'Comment must not contain control characters'],
      ['content', { content: 'Nul\u0000 byte' }, 'Comment must not contain control characters'],
      ['gameId', { gameId: undefined }, 'gameId is required'],
      ['gameId', { gameId: 'abc' }, 'gameId must be a game id'],
      ['gameId', { gameId: 0 }, 'gameId must be a game id'],
      ['parentId', { parentId: 'first' }, 'parentId must be a positive whole number'],
      ['parentId', { parentId: -3 }, 'parentId must be a positive whole number'],
      ['displayName', { displayName: 'N'.repeat(41) }, 'Display name must be at most 40 characters'],
      ['displayName', { displayName: 'Tab\tname' }, 'Display name must not contain control characters'],
      ['displayName', { displayName: { first: 'Kim' } }, 'Display name must be text'],
    ])('%s, case %#', async (field, change, message) => {
      const before = await stored();
      const answer = await post(robin.token, { gameId, content: 'A fine comment.', ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.fields[field]).toBe(message);
      expect(await stored()).toEqual(before);
    });

    test('2,000 characters are accepted; a null parentId is a top-level comment', async () => {
      const long = await post(robin.token, { gameId, content: 'y'.repeat(2000), parentId: null });
      expect(long.status).toBe(201);
      expect(long.body.comment).toMatchObject({ content: 'y'.repeat(2000), parentId: null });
    });
  });

  test('markup is stored and answered as text, verbatim, in JSON (stored XSS)', async () => {
    const markup = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const author = await commenter('<i>Mallory</i>');
    const answer = await post(author.token, { gameId, content: markup });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body.comment).toMatchObject({ content: markup, author: { name: '<i>Mallory</i>' } });
    const row = await service.running.db.kysely
      .selectFrom('comments')
      .select('content')
      .where('id', '=', answer.body.comment.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(markup);
    const listed = await page(gameId);
    expect(listed.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(listed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(listed.body.comments[0]).toMatchObject({ content: markup, author: { name: '<i>Mallory</i>' } });
  });
});
