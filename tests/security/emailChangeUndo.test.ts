import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { defaultLimits } from '../../server/config.ts';
import { messages } from '../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { entriesOf } from '../support/audit.ts';
import { databaseKinds } from '../support/databases.ts';
import { fakeDate } from '../support/fakeDate.ts';
import { expectData, expectError, gql } from '../support/graphql.ts';
import type { ReadMail } from '../support/mail.ts';
import { latestResetMail, mailSettled, outbox, undoLinkOf } from '../support/mail.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const undoPath = '/api/auth.php?action=undo-email-change';
const texts = messages.emailChangeUndo;

/**
 * Audit finding 3: every email change mails the old address a link that undoes it for 7 days,
 * once, and ends every session and reset link of the account.
 */
describe.each(databaseKinds)('undoing an email change on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());
  afterEach(() => {
    jest.useRealTimers();
  });
  const { createUser, newUser, read, write } = accountHelpers(() => service);

  async function mailsTo(email: string): Promise<ReadMail[]> {
    await mailSettled(service);
    return (await outbox(service)).filter((mail) => mail.to.includes(email));
  }

  /** The token of the newest undo link mailed to `email`. */
  async function undoTokenMailedTo(email: string): Promise<string> {
    const mail = (await mailsTo(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return undoLinkOf(mail).token;
  }

  const undo = (token: string) => service.request('POST', undoPath, { json: { token } });

  /** A signed-in user who has just changed their email; `before` is the address mailed the undo link. */
  async function changedUser(prefix: string) {
    const user = await newUser({ prefix });
    const email = uniqueEmail(`${prefix}-new`);
    expect((await write(user.token, 'update-profile', { email })).status).toBe(200);
    return { ...user, before: user.email, email, undoToken: await undoTokenMailedTo(user.email) };
  }

  test('the old address is mailed at once, with the new address and a link to undo; the new one only a link to prove it', async () => {
    const user = await changedUser('mailed');
    const [mail] = await mailsTo(user.before);
    expect(mail?.subject).toMatch(/email .* was changed/i);
    expect(mail?.text).toContain(user.email);
    expect(mail?.text).toContain(`${defaultLimits.emailChangeUndoDays} days`);
    expect(mail?.html).not.toContain('<script');
    // The new address gets no undo link, only the link that proves it.
    const toNew = await mailsTo(user.email);
    expect(toNew.map((message) => message.subject)).toEqual(['Confirm your email address for Gamevault']);
    expect(toNew.some((message) => message.text.includes('undo-email-change'))).toBe(false);
  });

  test('the link restores the address once, ends every session and every reset link', async () => {
    const user = await changedUser('undone');
    const otherSession = await service.login({ email: user.email, password: user.password });
    await service.request('POST', '/api/auth.php?action=forgot-password', { json: { email: user.email } });
    await mailSettled(service);
    const resetToNew = await latestResetMail(service, user.email);

    const answer = await undo(user.undoToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: texts.restored });

    for (const token of [user.token, otherSession]) expect((await read(token, 'profile')).status).toBe(401);
    const reset = await service.request('POST', '/api/auth.php?action=reset-password', {
      json: { token: resetToNew.token, password: 'Intruder-Pass-19' },
    });
    expect(reset.status).toBe(400);
    const signedIn = await service.login({ email: user.before, password: user.password });
    expect((await read(signedIn, 'profile')).body.email).toBe(user.before);

    const again = await undo(user.undoToken);
    expect([again.status, again.body]).toEqual([410, { error: texts.usedLink }]);
  });

  test('a reset link the owner asked for before the change does not come back to life', async () => {
    const user = await newUser({ prefix: 'old-reset' });
    await service.request('POST', '/api/auth.php?action=forgot-password', { json: { email: user.email } });
    await mailSettled(service);
    const oldReset = await latestResetMail(service, user.email);
    expect((await write(user.token, 'update-profile', { email: uniqueEmail('old-reset-new') })).status).toBe(
      200,
    );
    expect((await undo(await undoTokenMailedTo(user.email))).status).toBe(200);
    const reset = await service.request('POST', '/api/auth.php?action=reset-password', {
      json: { token: oldReset.token, password: 'Someone-Pass-19' },
    });
    expect(reset.status).toBe(400);
  });

  test('an unknown or malformed link is refused, changing nothing', async () => {
    for (const token of ['A'.repeat(43), 'not a token']) {
      const answer = await undo(token);
      expect([answer.status, answer.body]).toEqual([404, { error: texts.unknownLink }]);
    }
    const missing = await service.request('POST', undoPath, { json: {} });
    expect(missing.status).toBe(400);
  });

  test('the link expires after 7 days', async () => {
    const user = await changedUser('expiring');
    const start = Date.now();
    fakeDate(start + defaultLimits.emailChangeUndoDays * 86_400_000 + 60_000);
    const answer = await undo(user.undoToken);
    expect([answer.status, answer.body]).toEqual([
      410,
      { error: texts.expiredLink(defaultLimits.emailChangeUndoDays) },
    ]);
    jest.useRealTimers();
    expect((await read(user.token, 'profile')).body.email).toBe(user.email);
  });

  test('an old address another account has taken since is not restored; the link stays usable', async () => {
    const user = await changedUser('taken');
    const squatter = await newUser({ prefix: 'squatter' });
    // The squatter moves onto the address the first account left.
    expect((await write(squatter.token, 'update-profile', { email: user.before })).status).toBe(200);
    const answer = await undo(user.undoToken);
    expect([answer.status, answer.body]).toEqual([409, { error: texts.addressTaken }]);
    expect((await read(user.token, 'profile')).body.email).toBe(user.email);
    expect(
      (await write(squatter.token, 'update-profile', { email: uniqueEmail('squatter-moved') })).status,
    ).toBe(200);
    expect((await undo(user.undoToken)).status).toBe(200);
  });

  test('after two changes, undoing the second keeps the first link; the first spends the second', async () => {
    const user = await changedUser('twice');
    const third = uniqueEmail('twice-third');
    expect((await write(user.token, 'update-profile', { email: third })).status).toBe(200);
    const secondLink = await undoTokenMailedTo(user.email);
    expect((await undo(secondLink)).status).toBe(200);
    expect((await undo(user.undoToken)).status).toBe(200);
    const signedIn = await service.login({ email: user.before, password: user.password });
    expect((await read(signedIn, 'profile')).body.email).toBe(user.before);
  });

  test("an admin's change of a user's email also mails the old address a working link", async () => {
    const target = await createUser({ prefix: 'by-admin' });
    const email = uniqueEmail('by-admin-new');
    const changed = await service.request('PUT', `/api/users.php?id=${target.id}`, {
      token: service.tokens.admin,
      json: { email },
    });
    expect(changed.status).toBe(200);
    expect((await undo(await undoTokenMailedTo(target.email))).status).toBe(200);
    expect((await service.login(target)).length).toBeGreaterThan(0);
  });

  test("a staff account's change and undo are audited", async () => {
    const moderator = await newUser({ prefix: 'staff', role: 'moderator' });
    const email = uniqueEmail('staff-new');
    const changes = await entriesOf(service, () => write(moderator.token, 'update-profile', { email }));
    expect(changes).toMatchObject([
      {
        action: 'account.email_change',
        actor_id: moderator.id,
        details: { previous_email: moderator.email },
      },
    ]);
    const token = await undoTokenMailedTo(moderator.email);
    const undos = await entriesOf(service, () => undo(token));
    expect(undos).toMatchObject([
      { action: 'account.email_restore', target_label: moderator.email, details: { previous_email: email } },
    ]);
  });

  test('through GraphQL: undoEmailChange restores once, then names the used link', async () => {
    const user = await changedUser('graphql');
    const mutation = 'mutation($token: String!) { undoEmailChange(token: $token) { message } }';
    const done = await gql(service, mutation, { token: user.undoToken });
    expect(expectData(done).undoEmailChange.message).toBe(texts.restored);
    expectError(await gql(service, mutation, { token: user.undoToken }), 'BAD_USER_INPUT', texts.usedLink);
    expectError(await gql(service, mutation, { token: 'B'.repeat(43) }), 'NOT_FOUND', texts.unknownLink);
    expect((await read(user.token, 'profile')).status).toBe(401);
  });
});
