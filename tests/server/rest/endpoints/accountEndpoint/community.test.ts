import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { commentHelpers } from '../../../../support/comments.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

/** Issue 32: the name an account shows on its comments, and its own comments, on account.php. */

describe.each(databaseKinds)('display name and own comments on %s', (kind) => {
  let service: TestService;
  const { newUser, read, write } = accountHelpers(() => service);
  const { createGame, commenter, posted, act, remove } = commentHelpers(() => service);
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('a new account has no display name; update-display-name sets it, trimmed', async () => {
    const user = await newUser({ prefix: 'named' });
    expect((await read(user.token, 'profile')).body.display_name).toBeNull();
    const answer = await write(user.token, 'update-display-name', { displayName: '  Robin P.  ' });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { message: messages.displayName.saved, displayName: 'Robin P.' },
    });
    expect((await read(user.token, 'profile')).body.display_name).toBe('Robin P.');
  });

  test.each([
    [undefined, messages.displayName.required],
    ['   ', messages.displayName.required],
    ['N'.repeat(41), 'Display name must be at most 40 characters'],
    ['Line\nbreak', 'Display name must not contain control characters'],
    [42, 'Display name must be text'],
  ])(
    'the display name %p answers 400 naming displayName and changes nothing',
    async (displayName, message) => {
      const user = await newUser({ prefix: 'unnamed' });
      await write(user.token, 'update-display-name', { displayName: 'Kept' });
      const answer = await write(user.token, 'update-display-name', { displayName });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: message, fields: { displayName: message } },
      });
      expect((await read(user.token, 'profile')).body.display_name).toBe('Kept');
    },
  );

  test('a new name shows on the comments already written', async () => {
    const gameId = await createGame();
    const robin = await commenter('Robin');
    await posted(robin.token, { gameId, content: 'Before the rename.' });
    await write(robin.token, 'update-display-name', { displayName: 'Robin the Second' });
    const listed = await service.request('GET', `/api/comments.php?gameId=${gameId}`);
    expect(listed.body.comments[0].author.name).toBe('Robin the Second');
  });

  test('my-comments lists the caller’s own comments newest first, hidden ones marked, deleted ones left out', async () => {
    const [gameA, gameB] = [await createGame(), await createGame()];
    const robin = await commenter('Robin');
    const sam = await commenter('Sam');
    const first = await posted(robin.token, { gameId: gameA, content: 'On the first game.' });
    await posted(sam.token, { gameId: gameA, content: 'Not Robin’s.' });
    const reply = await posted(robin.token, {
      gameId: gameA,
      parentId: first,
      content: 'Replying to myself.',
    });
    const hidden = await posted(robin.token, { gameId: gameB, content: 'Hidden later.' });
    const removed = await posted(robin.token, { gameId: gameB, content: 'Deleted later.' });
    await act(service.tokens.moderator, hidden, 'hide');
    await remove(robin.token, removed);

    const answer = await read(robin.token, 'my-comments');
    expect(answer.status).toBe(200);
    expect(answer.body.comments).toEqual([
      {
        id: hidden,
        gameId: gameB,
        slug: expect.any(String),
        title: expect.any(String),
        content: 'Hidden later.',
        status: 'hidden',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ id: reply, gameId: gameA, status: 'visible' }),
      expect.objectContaining({ id: first, gameId: gameA, content: 'On the first game.' }),
    ]);
    expect((await read(sam.token, 'my-comments')).body.comments).toHaveLength(1);
  });

  test('both actions need a signed-in account and their own method', async () => {
    expect((await service.request('GET', '/api/account.php?action=my-comments')).status).toBe(401);
    const user = await newUser({ prefix: 'methods' });
    expect((await write(user.token, 'my-comments', {})).status).toBe(405);
    expect((await read(user.token, 'update-display-name')).status).toBe(405);
  });
});
