import { createHash } from 'node:crypto';
import http from 'node:http';

import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { defaultLimits } from '../../../../server/config.ts';
import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../../../support/accounts.ts';
import { fromVisitor } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { fakeDate } from '../../../support/fakeDate.ts';
import { latestResetMail, mailSettled, outbox } from '../../../support/mail.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { startSilentServer } from '../../../support/smtpServer.ts';

const forgotPath = '/api/auth.php?action=forgot-password';
const resetPath = '/api/auth.php?action=reset-password';
const newPassword = 'Brand-New-Pass-64k';
const invalidLink = { error: messages.passwordReset.invalidLink };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A POST with a Host header of the caller's choosing (fetch does not let one set it). */
function postWithHost(
  baseUrl: string,
  path: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(json));
  });
}

const forgedHost = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** Asks for a link in a request whose Host and X-Forwarded-Host name another site; reads the mail. */
async function linkAskedForWithForgedHost(service: TestService, email: string) {
  const answer = await postWithHost(service.url, forgotPath, { email }, forgedHost);
  expect(answer.status).toBe(200);
  await mailSettled(service);
  return latestResetMail(service, email);
}

describe.each(databaseKinds)('password reset through auth.php on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());
  afterEach(() => {
    jest.useRealTimers();
  });

  const { createUser, newUser, read, write } = accountHelpers(() => service);
  const forgot = (email: unknown) => service.request('POST', forgotPath, { json: { email } });
  const reset = (token: unknown, password: unknown = newPassword) =>
    service.request('POST', resetPath, { json: { token, password } });
  const login = (email: string, password: string) =>
    service.request('POST', '/api/auth.php?action=login', { json: { email, password } });

  /** Asks for a link for `email` and reads it from the outbox once the service has sent it. */
  async function requestLink(email: string) {
    const answer = await forgot(email);
    expect(answer.status).toBe(200);
    await mailSettled(service);
    return latestResetMail(service, email);
  }

  const resetRows = (userId: number) =>
    service.running.db.kysely
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  test('a known and an unknown email get the same answer; only the known one gets a mail, with a link', async () => {
    const user = await createUser({ prefix: 'known' });
    const before = (await outbox(service)).length;
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: messages.passwordReset.requested });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));

    await mailSettled(service);
    const sent = (await outbox(service)).slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([[user.email]]);
    const mail = await latestResetMail(service, user.email);
    expect(mail.subject).toBe('Reset your Gamevault password');
    expect(mail.from).toEqual(['no-reply@localhost']);
    expect(mail.link).toBe(`http://localhost:${service.config.port}/reset-password?token=${mail.token}`);
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('If you did not ask for this, you can ignore this email');
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(mail.html).toContain('30 minutes');
  });

  test('the email is matched whatever its case and spaces', async () => {
    const user = await createUser({ prefix: 'casing' });
    await forgot(`  ${user.email.toUpperCase()} `);
    await mailSettled(service);
    expect((await latestResetMail(service, user.email)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a missing or malformed email answers 400 with the field message', async () => {
    for (const [email, message] of [
      [undefined, messages.emailRequired],
      ['', messages.emailRequired],
      ['not-an-email', messages.emailInvalid],
      [['user@test.example'], messages.emailInvalid],
    ] as const) {
      const answer = await forgot(email);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: message, fields: { email: message } });
    }
  });

  test('the token is stored only as its SHA-256 hash, with a 30-minute expiry', async () => {
    const user = await createUser({ prefix: 'stored' });
    const mail = await requestLink(user.email);
    const [row, ...others] = await resetRows(user.id);
    expect(others).toEqual([]);
    expect(row?.token_hash).toBe(sha256(mail.token));
    expect(JSON.stringify(row)).not.toContain(mail.token);
    expect(row?.used_at).toBeNull();
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(30 * 60 * 1000);
  });

  test('the link sets the password once, ends every earlier session, and the new password signs in', async () => {
    const user = await newUser({ prefix: 'resetting' });
    expect((await read(user.token, 'profile')).status).toBe(200);
    const mail = await requestLink(user.email);

    const done = await reset(mail.token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: messages.passwordReset.done });

    const oldSession = await read(user.token, 'profile');
    expect(oldSession.status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    const fresh = await login(user.email, newPassword);
    expect(fresh.status).toBe(200);
    expect((await read(fresh.body.token as string, 'profile')).body.email).toBe(user.email);

    const again = await reset(mail.token, 'Another-Pass-77t');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
    expect((await login(user.email, newPassword)).status).toBe(200);
    expect((await resetRows(user.id))[0]?.used_at).not.toBeNull();
  });

  test('an unknown, malformed or missing token is refused', async () => {
    for (const token of ['A'.repeat(43), 'not a token', 'x'.repeat(200)]) {
      const answer = await reset(token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(invalidLink);
    }
    const missing = await reset(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ token: messages.passwordReset.tokenRequired });
  });

  test('a weak or common password is refused with the field message, and the link still works', async () => {
    const user = await createUser({ prefix: 'zephyrine' });
    const mail = await requestLink(user.email);
    for (const [password, message] of [
      ['weakpass', messages.passwordComposition],
      ['Password1', messages.passwordTooCommon],
      ['Summer2024', messages.passwordTooCommon],
      // The account's own email, with a year.
      ['Zephyrine2024', messages.passwordTooCommon],
      ['Ab1', messages.passwordMin],
      ['Aa1'.repeat(50), messages.passwordTooLong],
    ]) {
      const answer = await reset(mail.token, password);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: message, fields: { password: message } });
    }
    expect((await reset(mail.token)).status).toBe(200);
  });

  test('two concurrent uses of one link: exactly one succeeds', async () => {
    const user = await createUser({ prefix: 'race' });
    const mail = await requestLink(user.email);
    const passwords = ['Racer-One-Pass-1', 'Racer-Two-Pass-2'];
    const answers = await Promise.all(passwords.map((password) => reset(mail.token, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)] ?? '';
    const loser = passwords.find((password) => password !== winner) ?? '';
    expect((await login(user.email, winner)).status).toBe(200);
    expect((await login(user.email, loser)).status).toBe(401);
  });

  test('a newer link leaves an older one working; a reset ends them all', async () => {
    const user = await createUser({ prefix: 'two-links' });
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token)).status).toBe(200);
    const stale = await reset(second.token, 'Another-Pass-77t');
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(invalidLink);
  });

  test('a password set any other way spends open links: by its owner, or by an admin', async () => {
    const owner = await newUser({ prefix: 'changed-own' });
    const ownLink = await requestLink(owner.email);
    const changed = await write(owner.token, 'update-password', {
      currentPassword: owner.password,
      newPassword: 'Changed-Pass-63k',
    });
    expect(changed.status).toBe(200);
    expect((await reset(ownLink.token)).body).toEqual(invalidLink);

    const managed = await createUser({ prefix: 'changed-by-admin' });
    const managedLink = await requestLink(managed.email);
    const set = await service.request('PUT', `/api/users.php?id=${managed.id}`, {
      token: service.tokens.admin,
      json: { password: 'Admin-Set-Pass-48h' },
    });
    expect(set.status).toBe(200);
    expect((await reset(managedLink.token)).body).toEqual(invalidLink);
  });

  test('a link works for 30 minutes, and not after', async () => {
    const early = await createUser({ prefix: 'early' });
    const late = await createUser({ prefix: 'late' });
    const earlyMail = await requestLink(early.email);
    const lateMail = await requestLink(late.email);
    const [lateRow] = await resetRows(late.id);
    const [earlyRow] = await resetRows(early.id);

    fakeDate(Date.parse(earlyRow?.created_at ?? ''));
    jest.setSystemTime(Date.parse(earlyRow?.expires_at ?? '') - 1000);
    expect((await reset(earlyMail.token)).status).toBe(200);

    jest.setSystemTime(Date.parse(lateRow?.expires_at ?? '') + 1000);
    const expired = await reset(lateMail.token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalidLink);
  });

  test('a link sent before an email change opens nothing', async () => {
    const user = await newUser({ prefix: 'moving' });
    const mail = await requestLink(user.email);
    const moved = await write(user.token, 'update-profile', { email: uniqueEmail('moved') });
    expect(moved.status).toBe(200);
    const answer = await reset(mail.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidLink);
    expect((await login(moved.body.email as string, user.password)).status).toBe(200);
  });

  test('a link is spent by an email change: changing the email away and back does not revive it', async () => {
    const user = await newUser({ prefix: 'round-trip' });
    const mail = await requestLink(user.email);
    const away = await write(user.token, 'update-profile', { email: uniqueEmail('away') });
    expect(away.status).toBe(200);
    const back = await write(user.token, 'update-profile', { email: user.email });
    expect(back.body).toEqual({ message: 'Profile updated successfully', email: user.email });
    const answer = await reset(mail.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidLink);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  test("an admin's email change spends the account's open links; the same email sent again does not", async () => {
    const user = await createUser({ prefix: 'admin-round-trip' });
    const setEmail = (email: string) =>
      service.request('PUT', `/api/users.php?id=${user.id}`, {
        token: service.tokens.admin,
        json: { email },
      });
    const kept = await requestLink(user.email);
    expect((await setEmail(user.email)).status).toBe(200);
    expect(await resetRows(user.id)).toEqual([expect.objectContaining({ used_at: null })]);

    expect((await setEmail(uniqueEmail('admin-away'))).status).toBe(200);
    expect((await setEmail(user.email)).status).toBe(200);
    const answer = await reset(kept.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidLink);
  });

  test('a forged Host or X-Forwarded-Host does not change the link', async () => {
    const mail = await linkAskedForWithForgedHost(service, (await createUser({ prefix: 'forged' })).email);
    expect(mail.link).toBe(`http://localhost:${service.config.port}/reset-password?token=${mail.token}`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  test('deleting the user removes their links', async () => {
    const user = await createUser({ prefix: 'deleted' });
    const mail = await requestLink(user.email);
    const removed = await service.request('DELETE', '/api/users.php', {
      token: service.tokens.admin,
      json: { id: user.id },
    });
    expect(removed.status).toBe(200);
    expect(await resetRows(user.id)).toEqual([]);
    expect((await reset(mail.token)).body).toEqual(invalidLink);
  });
});

describe.each(databaseKinds)('password reset limits and link address on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      env: { PUBLIC_URL: 'https://games.example.org' },
      limits: {
        passwordResetsPerEmailPerHour: defaultLimits.passwordResetsPerEmailPerHour,
        passwordResetsPerIpPerHour: defaultLimits.passwordResetsPerIpPerHour,
        passwordResetAttemptsPerIpPerHour: defaultLimits.passwordResetAttemptsPerIpPerHour,
        loginFailuresPerAccountAndIp: defaultLimits.loginFailuresPerAccountAndIp,
      },
    });
  });
  afterAll(() => service.stop());

  const { createUser } = accountHelpers(() => service);
  const forgotFrom = (ip: string, email: string) =>
    service.request('POST', forgotPath, { json: { email }, headers: fromVisitor(service, ip) });
  const resetFrom = (ip: string, token: string, password = newPassword) =>
    service.request('POST', resetPath, { json: { token, password }, headers: fromVisitor(service, ip) });

  const mailsTo = async (email: string) => {
    await mailSettled(service);
    return (await outbox(service)).filter((mail) => mail.to.includes(email));
  };

  test('past 3 mails an hour for an email, known or unknown, the same 200 answer and no more mail', async () => {
    const known = await createUser({ prefix: 'limited' });
    const unknown = uniqueEmail('limited-nobody');
    const answers = [];
    for (const [index, email] of [known.email, unknown].entries()) {
      const ip = `203.0.113.${index + 1}`;
      for (let i = 0; i < 5; i += 1)
        answers.push(await forgotFrom(ip, i === 4 ? email.toUpperCase() : email));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(answer.text).toBe(answers[0]?.text);
    }
    expect(answers[0]?.body).toEqual({ message: messages.passwordReset.requested });
    expect(await mailsTo(known.email)).toHaveLength(3);
  });

  test("strangers cannot block the owner: after others spent an email's 3 mails, the owner's address still gets a link", async () => {
    const owner = await createUser({ prefix: 'targeted' });
    const stranger = '203.0.113.50';
    for (let i = 0; i < 5; i += 1) expect((await forgotFrom(stranger, owner.email)).status).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(3);

    const ownersAddress = '192.0.2.77';
    expect((await forgotFrom(ownersAddress, owner.email)).status).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(4);
    const mail = await latestResetMail(service, owner.email);
    expect((await resetFrom(ownersAddress, mail.token)).status).toBe(200);

    // Past the email's budget each address gets one mail an hour: a repeat sends nothing.
    expect((await forgotFrom(ownersAddress, owner.email)).status).toBe(200);
    expect((await forgotFrom(stranger, owner.email)).status).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(4);
  });

  test('10 requests per address per hour; then 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await forgotFrom(ip, uniqueEmail('per-address'))).status).toBe(200);
    }
    expect((await forgotFrom(ip, uniqueEmail('per-address'))).status).toBe(429);
    expect((await forgotFrom('198.51.100.8', uniqueEmail('per-address'))).status).toBe(200);
  });

  test('20 reset attempts per address per hour; then 429', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) {
      expect((await resetFrom(ip, 'B'.repeat(43))).status).toBe(400);
    }
    expect((await resetFrom(ip, 'B'.repeat(43))).status).toBe(429);
  });

  test('the link starts with PUBLIC_URL whatever Host the request names', async () => {
    const mail = await linkAskedForWithForgedHost(
      service,
      (await createUser({ prefix: 'public-url' })).email,
    );
    expect(mail.link).toBe(`https://games.example.org/reset-password?token=${mail.token}`);
  });

  test('a reset lifts the login lock of the address it came from', async () => {
    const user = await createUser({ prefix: 'locked' });
    const ip = '192.0.2.44';
    const loginFrom = (password: string) =>
      service.request('POST', '/api/auth.php?action=login', {
        json: { email: user.email, password },
        headers: fromVisitor(service, ip),
      });
    for (let i = 0; i < defaultLimits.loginFailuresPerAccountAndIp; i += 1) {
      expect((await loginFrom('Wrong-Guess-1234')).status).toBe(401);
    }
    expect((await loginFrom(user.password)).status).toBe(429);

    expect((await forgotFrom(ip, user.email)).status).toBe(200);
    await mailSettled(service);
    const mail = await latestResetMail(service, user.email);
    expect((await resetFrom(ip, mail.token)).status).toBe(200);
    expect((await loginFrom(newPassword)).status).toBe(200);
  });
});

describe('password reset with a mail server that never answers', () => {
  let smtp: Awaited<ReturnType<typeof startSilentServer>>;
  let service: TestService;
  beforeAll(async () => {
    smtp = await startSilentServer();
    service = await startTestService('sqlite', {
      // Deadlines far beyond the test's own: an answer that waited for this server would never come.
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?greetingTimeout=600000&connectionTimeout=600000` },
    });
  });
  afterAll(async () => {
    await service.stop();
    await smtp.close();
  });

  const { createUser } = accountHelpers(() => service);

  test('the answer does not wait for the mail', async () => {
    const user = await createUser({ prefix: 'silent-smtp' });
    const first = await service.request('POST', forgotPath, { json: { email: user.email } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: messages.passwordReset.requested });
    await smtp.firstConnection;
    const second = await service.request('POST', forgotPath, { json: { email: user.email } });
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    // The first mail is still in its SMTP conversation, which has not even begun.
    expect(smtp.sockets.size).toBeGreaterThan(0);
    expect(await outbox(service)).toEqual([]);
  });
});
