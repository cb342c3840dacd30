import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Challenge } from 'altcha-lib';

import type { Limits } from '../../server/config.ts';
import { messages } from '../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { solved, wronglySolved } from '../support/challenges.ts';
import { databaseKinds } from '../support/databases.ts';
import { fakeDate } from '../support/fakeDate.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const budget = 3;
/** Easy challenges: the suite checks the flow, not the work. */
const limits: Partial<Limits> = {
  anonymousHashingPerMinute: budget,
  challengeCost: 10,
  challengeMaxTries: 20,
  challengeLifetimeSeconds: 120,
};
const invalid = { error: messages.invalidCredentials };

function expectChallenge(answer: ApiResponse) {
  expect(answer.status).toBe(428);
  expect(answer.body).toMatchObject({ error: messages.challenge.required, code: 'CHALLENGE_REQUIRED' });
  expect(answer.body.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
  expect(typeof answer.body.challenge.signature).toBe('string');
  return answer.body.challenge;
}

/**
 * Audit finding 4: 1,668 accounts in 40 s. Registrations and unknown-email checks share a site-wide
 * budget per minute; past it each needs a solved, unexpired, unused proof-of-work challenge.
 */
describe.each(databaseKinds)('the anonymous budget and its challenge on %s (finding 4)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits });
  });
  afterAll(() => service.stop());
  afterEach(() => {
    jest.useRealTimers();
  });

  const { createUser } = accountHelpers(() => service);
  let address = 0;
  /** Each request from another address: the budget is the site's, not an address's. */
  const post = (action: string, json: Record<string, unknown>) => {
    address += 1;
    return service.request('POST', `/api/auth.php?action=${action}`, {
      json,
      headers: { 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': `192.0.2.${address}` },
    });
  };
  const unknownLogin = (extra: Record<string, unknown> = {}) =>
    post('login', { email: uniqueEmail('nobody'), password: 'Guess-Pass-51q', ...extra });
  const register = (extra: Record<string, unknown> = {}) =>
    post('register', { email: uniqueEmail('new'), password: 'Newcomer-Pass-22v', ...extra });

  test('within the budget nothing is asked; past it registrations and unknown emails get a challenge, and a solved one passes once', async () => {
    const member = await createUser({ password: 'Member-Pass-84k' });
    expect((await register()).status).toBe(201);
    for (let index = 1; index < budget; index++) expect((await unknownLogin()).status).toBe(401);

    const challenge = expectChallenge(await unknownLogin());
    expectChallenge(await register());

    // An existing account's sign-in is never asked for anything.
    expect((await post('login', { email: member.email, password: member.password })).status).toBe(200);
    // Its failure, under pressure, answers as an unknown email's: the answer tells no account apart.
    expectChallenge(await post('login', { email: member.email, password: 'Wrong-Pass-11a' }));

    const solution = await solved(challenge);
    const checked = await unknownLogin({ altcha: solution });
    expect(checked.status).toBe(401);
    expect(checked.body).toEqual(invalid);

    // Spent: the same solution again, for a login or a registration, is refused.
    expectChallenge(await unknownLogin({ altcha: solution }));
    expectChallenge(await register({ altcha: solution }));

    const fresh = expectChallenge(await register());
    const created = await register({ altcha: await solved(fresh) });
    expect(created.status).toBe(201);
    expect(created.body.user.role).toBe('user');

    const another = expectChallenge(await post('login', { email: member.email, password: 'Wrong-Pass-11a' }));
    const answered = await post('login', {
      email: member.email,
      password: 'Wrong-Pass-11a',
      altcha: await solved(another),
    });
    expect(answered.status).toBe(401);
    expect(answered.body).toEqual(invalid);
  }, 60_000);

  test('a wrong, altered, foreign, malformed or expired solution is refused with a new challenge', async () => {
    for (let index = 0; index < budget; index++) await unknownLogin();
    const challenge = expectChallenge(await unknownLogin());
    expectChallenge(await unknownLogin({ altcha: wronglySolved(challenge) }));

    const cheaper = (sent: Challenge) => ({ ...sent, parameters: { ...sent.parameters, cost: 1 } });
    expectChallenge(await unknownLogin({ altcha: await solved(challenge, cheaper) }));
    const forged = (sent: Challenge) => ({ ...sent, signature: '0'.repeat(64) });
    expectChallenge(await unknownLogin({ altcha: await solved(challenge, forged) }));
    const unsigned = (sent: Challenge) => ({ parameters: sent.parameters });
    expectChallenge(await unknownLogin({ altcha: await solved(challenge, unsigned) }));

    for (const junk of ['not base64 json', 42, ['a'], { challenge }, 'x'.repeat(10_000)]) {
      expectChallenge(await unknownLogin({ altcha: junk }));
    }

    const late = await solved(expectChallenge(await unknownLogin()));
    fakeDate(Date.now() + 121_000);
    // A new minute, a new budget: spend it again first.
    for (let index = 0; index < budget; index++) expect((await unknownLogin()).status).toBe(401);
    expectChallenge(await unknownLogin({ altcha: late }));
  }, 60_000);
});
