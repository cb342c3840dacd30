import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { newsletterSubscription } from '../../../support/submissions.ts';

/** The footer's newsletter box: subscribing is idempotent and tells nobody who else subscribed. */

const subscribed = { success: true, message: 'Thanks! New games will reach your inbox.' };
const unsubscribed = { success: true, message: 'You have been unsubscribed.' };

describe.each(databaseKinds)('newsletter.php on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const newsletter = (action: string, json: unknown) =>
    service.request('POST', `/api/newsletter.php?action=${action}`, { json });
  const rowsOf = async (email: string) =>
    (await service.running.app.rest.newsletter.newsletterSubscribers()).filter((row) => row.email === email);

  test('a new address answers 200 with the thanks and is stored once, lowercased', async () => {
    const answer = await newsletter('subscribe', newsletterSubscription);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(subscribed);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await rowsOf(newsletterSubscription.email)).toEqual([
      { id: expect.any(Number), email: newsletterSubscription.email, created_at: expect.any(String) },
    ]);
  });

  test('the same address again answers 200 with the same body and adds no row', async () => {
    const email = 'twice@players.example';
    const first = await newsletter('subscribe', { email });
    const second = await newsletter('subscribe', { email });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  test('the address in another case or with spaces is the same subscriber', async () => {
    const first = await newsletter('subscribe', { email: 'Mixed.Case@Players.Example' });
    const second = await newsletter('subscribe', { email: '  MIXED.case@players.example ' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(subscribed);
    expect(await rowsOf('mixed.case@players.example')).toHaveLength(1);
  });

  test('concurrent subscriptions of one address store one row', async () => {
    const email = 'racing@players.example';
    const answers = await Promise.all(Array.from({ length: 5 }, () => newsletter('subscribe', { email })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((answer) => JSON.stringify(answer.body) === JSON.stringify(subscribed))).toBe(true);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  test('unsubscribe removes the address and answers the same whether it was subscribed or not', async () => {
    const email = 'leaving@players.example';
    await newsletter('subscribe', { email });
    const known = await newsletter('unsubscribe', { email: 'Leaving@Players.Example' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unsubscribed);
    expect(await rowsOf(email)).toEqual([]);

    const unknown = await newsletter('unsubscribe', { email: 'never-subscribed@players.example' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(unsubscribed);

    const again = await newsletter('subscribe', { email });
    expect(again.status).toBe(200);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  test.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'reader@example' }, 'Invalid email address'],
    [{ email: `${'r'.repeat(250)}@players.example` }, 'Invalid email address'],
  ])('the body %p answers 400 %p on both actions and stores nothing', async (json, message) => {
    const before = await service.running.app.rest.newsletter.newsletterSubscribers();
    for (const action of ['subscribe', 'unsubscribe']) {
      const answer = await newsletter(action, json);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: message, fields: { email: message } });
    }
    expect(await service.running.app.rest.newsletter.newsletterSubscribers()).toEqual(before);
  });

  test.each(['', 'list', 'Subscribe'])('the action %p answers 400', async (action) => {
    const answer = await newsletter(action, newsletterSubscription);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'action must be subscribe or unsubscribe' });
  });

  test('without an action, or with a GET, nothing is subscribed', async () => {
    const missing = await service.request('POST', '/api/newsletter.php', {
      json: { email: 'no-action@players.example' },
    });
    expect(missing.status).toBe(400);
    const read = await service.request('GET', '/api/newsletter.php?action=subscribe');
    expect(read.status).toBe(405);
    expect(read.body).toEqual({ error: 'Method not allowed' });
    expect(await rowsOf('no-action@players.example')).toEqual([]);
  });
});
