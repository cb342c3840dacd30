import { describe, expect, test } from '@jest/globals';

import { communitySuite, newVisitorId } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';

const many = 50;

describe.each(databaseKinds)('community.php under concurrent requests on %s', (kind) => {
  const { post, flush, counts, createGame, newUser } = communitySuite(kind);
  const countedOf = (answers: { status: number; body: { counted: boolean } }[]) => {
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.filter((answer) => answer.body.counted).length;
  };

  test(`${many} concurrent stars from ${many} visitors give +${many}`, async () => {
    const gameId = await createGame('stars-many-visitors');
    const answers = await Promise.all(
      Array.from({ length: many }, () => post('star', { gameId }, { visitorId: newVisitorId() })),
    );
    expect(countedOf(answers)).toBe(many);
    await flush();
    expect((await counts(gameId)).stars).toBe(many);
  });

  test(`${many} concurrent stars from one visitor, and from one account, give +1 each`, async () => {
    const gameId = await createGame('stars-one-visitor');
    const visitorId = newVisitorId();
    const user = await newUser();
    const answers = await Promise.all([
      ...Array.from({ length: many }, () => post('star', { gameId }, { visitorId })),
      ...Array.from({ length: many }, () => post('star', { gameId }, { token: user.token })),
    ]);
    expect(countedOf(answers)).toBe(2);
    await flush();
    expect((await counts(gameId)).stars).toBe(2);
  });

  test('concurrent views, shares and downloads of one visitor count once; a flush meanwhile loses none', async () => {
    const gameId = await createGame('mixed-concurrent');
    const visitors = Array.from({ length: 10 }, () => newVisitorId());
    const events = visitors.flatMap((visitorId) =>
      ['view', 'share', 'download'].flatMap((action) =>
        Array.from({ length: 3 }, () => () => post(action, { gameId }, { visitorId })),
      ),
    );
    // Flushes run while the events commit: each delta is moved by exactly one of them.
    const flushes = Array.from({ length: 5 }, () => flush());
    await Promise.all([...events.map((event) => event()), ...flushes]);
    await flush();
    expect(await counts(gameId)).toMatchObject({ views: 10, shares: 10, downloads: 10 });
  });
});
