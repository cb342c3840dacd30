import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';

import { addressKeys } from '../../../../server/privacy/addressKey.ts';
import { messages } from '../../../../shared/validation/messages.ts';
import { uniqueEmail } from '../../../support/accounts.ts';
import { fromVisitor } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../../../support/games.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { contactMessage, dmcaNotice, gameRequest, issueReport } from '../../../support/submissions.ts';

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe.each(databaseKinds)('writes with an Idempotency-Key on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const count = async (
    // Contact messages and issue reports are both rows of `reports`.
    table: 'reports' | 'users' | 'games' | 'dmca_notices' | 'game_requests' | 'newsletter_subscribers',
  ) =>
    Number(
      (
        await service.running.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (path: string, json: unknown, key: string, token?: string) =>
    service.request('POST', path, { json, token, headers: { 'Idempotency-Key': key } });

  test.each([
    ['/api/submit_contact.php', contactMessage, 'reports'],
    ['/api/submit_issue_report.php', issueReport, 'reports'],
    ['/api/submit_dmca.php', dmcaNotice, 'dmca_notices'],
    ['/api/submit_game_request.php', gameRequest, 'game_requests'],
  ] as const)(
    '%s: a repeat gets the first answer again, marked as a replay, and writes nothing',
    async (path, body, table) => {
      const key = newKey();
      const before = await count(table);
      const first = await post(path, body, key);
      const again = await post(path, body, `"${key}"`);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await count(table)).toBe(before + 1);
      const without = await service.request('POST', path, { json: body });
      expect(without.status).toBe(201);
      expect(await count(table)).toBe(before + 2);
    },
  );

  test('newsletter: a repeated subscribe with the same key is answered from the first', async () => {
    const key = newKey();
    const json = { email: uniqueEmail('letter') };
    const first = await post('/api/newsletter.php?action=subscribe', json, key);
    const again = await post('/api/newsletter.php?action=subscribe', json, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  test('the same key with another request is refused with 422; a bad key with 400', async () => {
    const key = newKey();
    expect((await post('/api/submit_contact.php', contactMessage, key)).status).toBe(201);
    const other = await post('/api/submit_contact.php', { ...contactMessage, subject: 'Another one' }, key);
    expect({ status: other.status, body: other.body }).toEqual({
      status: 422,
      body: { error: messages.idempotency.keyReused },
    });
    const elsewhere = await post('/api/submit_issue_report.php', issueReport, key);
    expect(elsewhere.status).toBe(422);
    for (const bad of ['short', 'x'.repeat(129), 'spaces are not allowed', 'ünïcödé-key-1']) {
      const refused = await post('/api/submit_contact.php', contactMessage, bad);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 400,
        body: { error: messages.idempotency.invalidKey },
      });
    }
  });

  test('a refused request gives its key up: the corrected request may use it', async () => {
    const key = newKey();
    const before = await count('reports');
    const invalid = await post('/api/submit_contact.php', { ...contactMessage, name: '' }, key);
    expect(invalid.status).toBe(400);
    await service.running.app.rest.background.settled();
    expect((await post('/api/submit_contact.php', contactMessage, key)).status).toBe(201);
    expect(await count('reports')).toBe(before + 1);
  });

  test("keys belong to their caller: another caller's same key is a request of its own", async () => {
    const key = newKey();
    const before = await count('users');
    const json = { email: uniqueEmail('keyed'), password: 'Fresh-Pass-42q', role: 'user' };
    const first = await post('/api/users.php', json, key, service.tokens.admin);
    const again = await post('/api/users.php', json, key, service.tokens.admin);
    expect(first.status).toBe(201);
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
    expect(await count('users')).toBe(before + 1);
    // The same key from an anonymous caller is not the admin's.
    expect((await post('/api/submit_contact.php', contactMessage, key)).status).toBe(201);
  });

  test("a signed-out caller's key is kept under a keyed hash of its address, never the address", async () => {
    const key = newKey();
    const sendFrom = (address: string) =>
      service.request('POST', '/api/submit_contact.php', {
        json: contactMessage,
        headers: { 'Idempotency-Key': key, ...fromVisitor(service, address) },
      });
    const address = '203.0.113.45';
    expect((await sendFrom(address)).status).toBe(201);
    const { scope } = await service.running.db.kysely
      .selectFrom('idempotency_keys')
      .select('scope')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(scope).toBe(`ip:${addressKeys(service.config.jwtSecret)(address)}`);
    expect(scope).not.toContain(address);
    // The key still tells callers apart: the same address is replayed, another one is not.
    expect((await sendFrom(address)).headers.get('idempotent-replayed')).toBe('true');
    const other = await sendFrom('198.51.100.45');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  test('a game created with a key and its files is created once', async () => {
    const key = newKey();
    const before = await count('games');
    const cover = { field: 'cover_image', bytes: await imageBytes('png') };
    const form = () => gameForm(gameData({ slug: `keyed-${keys}`, title: 'Keyed Game' }), [cover]);
    const send = () =>
      service.request('POST', '/api/games.php', {
        token: service.tokens.admin,
        form: form(),
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
    expect(await count('games')).toBe(before + 1);
    const otherCover = { field: 'cover_image', bytes: await imageBytes('png', 48) };
    const changed = await service.request('POST', '/api/games.php', {
      token: service.tokens.admin,
      form: gameForm(gameData({ slug: `keyed-${keys}`, title: 'Keyed Game' }), [otherCover]),
      headers: { 'Idempotency-Key': key },
    });
    expect(changed.status).toBe(422);
  });

  test('two sends of one request at once write it once', async () => {
    const key = newKey();
    const before = await count('users');
    const json = { email: uniqueEmail('twice'), password: 'Fresh-Pass-42q', role: 'user' };
    const answers = await Promise.all([
      post('/api/users.php', json, key, service.tokens.admin),
      post('/api/users.php', json, key, service.tokens.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(
      answers.some((answer) => answer.status === 409) ? [201, 409] : [201, 201],
    );
    expect(await count('users')).toBe(before + 1);
  });

  (kind === 'postgres' ? test : test.skip)(
    'a repeat while the first is still being written is refused with 409; once it is done, it is replayed',
    async () => {
      // Holds the games table, so that the first request waits after taking its key.
      const holder = new pg.Client({ connectionString: service.config.databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table games in exclusive mode');
      const key = newKey();
      const cover = { field: 'cover_image', bytes: await imageBytes('png') };
      const send = () =>
        service.request('POST', '/api/games.php', {
          token: service.tokens.admin,
          form: gameForm(gameData({ slug: 'held-game', title: 'Held Game' }), [cover]),
          headers: { 'Idempotency-Key': key },
        });
      let first;
      try {
        first = send();
        // The repeat goes only once the first holds the key (else the repeat would take it).
        const { kysely } = service.running.db;
        const held = () =>
          kysely.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst();
        for (let tries = 0; !(await held()) && tries < 200; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        const repeat = await send();
        expect({ status: repeat.status, body: repeat.body }).toEqual({
          status: 409,
          body: { error: messages.idempotency.inFlight },
        });
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      const done = await first;
      expect(done.status).toBe(201);
      const replay = await send();
      expect({ status: replay.status, body: replay.body }).toEqual({ status: 201, body: done.body });
    },
  );
});
