import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../../support/accounts.ts';
import { entriesOf } from '../../../../support/audit.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { fakeDate } from '../../../../support/fakeDate.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { authenticatorCode, enrolTwoFactor, nextAuthenticatorCode } from '../../../../support/twoFactor.ts';

describe.each(databaseKinds)('two_factor.php enrolment on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });
  // One faked clock that only moves on, so that the audit log's order is the order of the calls.
  beforeAll(() => fakeDate(Date.now()));

  const { newUser } = accountHelpers(() => service);
  const call = (token: string, action: string, json?: unknown) =>
    service.request(json === undefined ? 'GET' : 'POST', `/api/two_factor.php?action=${action}`, {
      token,
      json,
    });

  test('setup answers the key, its otpauth address and a QR image; the database keeps the key sealed', async () => {
    const user = await newUser();
    const setup = await call(user.token, 'setup', {});
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_uri).toBe(
      `otpauth://totp/Gamevault:${encodeURIComponent(user.email)}?secret=${setup.body.secret}&issuer=Gamevault`,
    );
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const row = await service.running.db.kysely
      .selectFrom('two_factor')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(setup.body.secret);
    expect(row.enabled_at).toBeNull();
    expect((await call(user.token, 'status')).body).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
  });

  test('the first code turns it on and answers ten recovery codes, kept only as hashes; the key is never answered again', async () => {
    const user = await newUser();
    const entries = await entriesOf(service, async () => {
      const { recoveryCodes } = await enrolTwoFactor(service.request, user.token);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = await service.running.db.kysely
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    });
    expect(entries.map((entry) => entry.action)).toEqual(['two_factor.enable']);
    expect((await call(user.token, 'status')).body).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    const again = await call(user.token, 'setup', {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: messages.twoFactor.alreadyEnabled });
  });

  test('a wrong first code leaves it off and is recorded; enable without setup is refused', async () => {
    const user = await newUser();
    const early = await call(user.token, 'enable', { code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(messages.twoFactor.setupNotStarted);
    const setup = await call(user.token, 'setup', {});
    const code = await authenticatorCode(setup.body.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const entries = await entriesOf(service, async () => {
      const answer = await call(user.token, 'enable', { code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: messages.twoFactor.codeInvalid,
        fields: { code: messages.twoFactor.codeInvalid },
      });
    });
    expect(entries).toMatchObject([
      { action: 'two_factor.code_rejected', actor_id: user.id, details: { for: 'enable' } },
    ]);
    expect((await call(user.token, 'status')).body.enabled).toBe(false);
    const missing = await call(user.token, 'enable', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ code: messages.twoFactor.codeRequired });
  });

  test('new recovery codes need a code; the old ones stop working', async () => {
    const user = await newUser();
    const { secret, recoveryCodes } = await enrolTwoFactor(service.request, user.token);
    const refused = await call(user.token, 'recovery-codes', { code: '12345' });
    expect(refused.status).toBe(400);
    const entries = await entriesOf(service, async () => {
      const renewed = await call(user.token, 'recovery-codes', { code: await nextAuthenticatorCode(secret) });
      expect(renewed.status).toBe(200);
      expect(renewed.body.message).toBe(messages.twoFactor.recoveryCodesRenewed);
      expect(renewed.body.recovery_codes).toHaveLength(10);
      expect(renewed.body.recovery_codes).not.toContain(recoveryCodes[0]);
    });
    expect(entries.map((entry) => entry.action)).toEqual(['two_factor.recovery_codes']);
    const old = await call(user.token, 'recovery-codes', { code: recoveryCodes[0] });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe(messages.twoFactor.codeInvalid);
  });

  test('turning it off needs the password and a code; a recovery code serves once', async () => {
    const user = await newUser();
    const { secret, recoveryCodes } = await enrolTwoFactor(service.request, user.token);
    const wrongPassword = await call(user.token, 'disable', {
      password: 'Not-The-Pass-1',
      code: await nextAuthenticatorCode(secret),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.fields).toEqual({ password: messages.passwordIncorrect });
    const noCode = await call(user.token, 'disable', { password: user.password });
    expect(noCode.status).toBe(400);
    const entries = await entriesOf(service, async () => {
      const off = await call(user.token, 'disable', {
        password: user.password,
        code: recoveryCodes[3]?.toUpperCase(),
      });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ message: messages.twoFactor.disabled });
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      'two_factor.recovery_code_used',
      'two_factor.disable',
    ]);
    expect(entries[0]?.details).toEqual({ for: 'disable', codes_left: 9 });
    expect((await call(user.token, 'status')).body).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
    const rows = await service.running.db.kysely
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    // Signing in asks for the password only again.
    const login = await service.request('POST', '/api/auth.php?action=login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.body.token).toEqual(expect.any(String));
  });

  test('every action needs a session; unknown actions and wrong methods are refused', async () => {
    expect((await service.request('GET', '/api/two_factor.php?action=status')).status).toBe(401);
    expect((await service.request('POST', '/api/two_factor.php?action=setup', { json: {} })).status).toBe(
      401,
    );
    expect((await call(service.tokens.user, 'status', {})).status).toBe(405);
    expect((await call(service.tokens.user, 'setup')).status).toBe(405);
    expect((await call(service.tokens.user, 'nothing', {})).status).toBe(400);
  });
});
