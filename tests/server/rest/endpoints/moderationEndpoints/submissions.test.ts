import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { dmcaNotice, gameRequest } from '../../../../support/submissions.ts';

/** SPEC 3 (DMCA notice, game request), SPEC 5 (their modal forms), baseline S22 and S25. */

const thisYear = new Date().getUTCFullYear();
const jsonUtf8 = 'application/json; charset=utf-8';

function without<T extends Record<string, unknown>>(payload: T, field: keyof T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== field));
}

describe.each(databaseKinds)('anonymous submissions on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const submitDmca = (json: unknown) => service.request('POST', '/api/submit_dmca.php', { json });
  const submitRequest = (json: unknown) => service.request('POST', '/api/submit_game_request.php', { json });
  const notices = async () =>
    (await service.request('GET', '/api/dmca_notices.php', { token: service.tokens.admin })).body.dmcaNotices;
  const requests = async () =>
    (await service.request('GET', '/api/game_requests.php', { token: service.tokens.admin })).body
      .gameRequests;

  async function expectRefused(answer: { status: number; body: unknown }, message: string, field: string) {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message, fields: { [field]: message } });
  }

  describe('submit_dmca.php', () => {
    test('a complete notice is accepted with the SPEC success text and stored as pending', async () => {
      const answer = await submitDmca(dmcaNotice);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: 'DMCA notice submitted successfully!',
        id: expect.any(Number),
      });
      expect(answer.headers.get('content-type')).toBe(jsonUtf8);

      const stored = (await notices()).find((notice: { id: number }) => notice.id === answer.body.id);
      expect(stored).toEqual({
        id: answer.body.id,
        title: dmcaNotice.title,
        content_url: dmcaNotice.url,
        copyright_owner: dmcaNotice.name,
        company: dmcaNotice.company,
        contact_email: dmcaNotice.email,
        description: dmcaNotice.description,
        status: 'pending',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    test.each([
      ['title', 'Content title is required'],
      ['url', 'URL is required'],
      ['description', 'Description is required'],
      ['name', 'Your name is required'],
      ['email', 'Email is required'],
    ] as const)('a missing or blank %s answers 400 %p and stores nothing', async (field, message) => {
      const before = (await notices()).length;
      await expectRefused(await submitDmca(without(dmcaNotice, field)), message, field);
      await expectRefused(await submitDmca({ ...dmcaNotice, [field]: '   ' }), message, field);
      expect(await notices()).toHaveLength(before);
    });

    test.each(['not-an-email', 'jane@', 'jane@example', 'jane holder@example.com'])(
      'the email %p answers 400 Invalid email address',
      async (email) => {
        await expectRefused(await submitDmca({ ...dmcaNotice, email }), 'Invalid email address', 'email');
      },
    );

    test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x'])(
      'the url %p answers 400 URL must be an http or https URL',
      async (url) => {
        await expectRefused(
          await submitDmca({ ...dmcaNotice, url }),
          'URL must be an http or https URL',
          'url',
        );
      },
    );

    test.each(['https://user:pass@games.example/game/x', 'https://games.example@evil.example/game/x'])(
      'the url %p, with credentials before the host, answers 400 and stores nothing',
      async (url) => {
        const before = (await notices()).length;
        await expectRefused(
          await submitDmca({ ...dmcaNotice, url }),
          'URL must not contain a user name or password',
          'url',
        );
        expect(await notices()).toHaveLength(before);
      },
    );

    test('company is optional and stored empty', async () => {
      const answer = await submitDmca(without(dmcaNotice, 'company'));
      expect(answer.status).toBe(201);
      const stored = (await notices()).find((notice: { id: number }) => notice.id === answer.body.id);
      expect(stored.company).toBe('');
    });

    test('a status sent by the submitter is ignored: the notice is stored as pending (S25)', async () => {
      const answer = await submitDmca({ ...dmcaNotice, status: 'resolved', id: 1 });
      expect(answer.status).toBe(201);
      const stored = (await notices()).find((notice: { id: number }) => notice.id === answer.body.id);
      expect(stored.status).toBe('pending');
    });

    test('markup is stored as text and returned literally as UTF-8 JSON (S22)', async () => {
      const markup = '<img src=x onerror=alert(1)>';
      const answer = await submitDmca({ ...dmcaNotice, title: markup, description: `${markup} é ✓` });
      expect(answer.status).toBe(201);
      const list = await service.request('GET', '/api/dmca_notices.php', { token: service.tokens.admin });
      expect(list.headers.get('content-type')).toBe(jsonUtf8);
      const stored = list.body.dmcaNotices.find((notice: { id: number }) => notice.id === answer.body.id);
      expect(stored.title).toBe(markup);
      expect(stored.description).toBe(`${markup} é ✓`);
    });
  });

  describe('submit_game_request.php', () => {
    test('a complete request is accepted with the SPEC success text and stored as pending', async () => {
      const completeRequest = { ...gameRequest, additional_info: 'The latest stable build, please.' };
      const answer = await submitRequest({ ...completeRequest, status: 'approved' });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: 'Game request submitted successfully!',
        id: expect.any(Number),
      });
      expect(answer.headers.get('content-type')).toBe(jsonUtf8);

      const stored = (await requests()).find((request: { id: number }) => request.id === answer.body.id);
      expect(stored).toEqual({
        id: answer.body.id,
        ...completeRequest,
        status: 'pending',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    test.each([
      ['game_title', 'Game title is required'],
      ['platform', 'Platform is required'],
      ['release_year', 'Release year is required'],
      ['requester_email', 'Email is required'],
    ] as const)('a missing %s answers 400 %p and stores nothing', async (field, message) => {
      const before = (await requests()).length;
      await expectRefused(await submitRequest(without(gameRequest, field)), message, field);
      expect(await requests()).toHaveLength(before);
    });

    test('a null release year answers Release year is required', async () => {
      const answer = await submitRequest({ ...gameRequest, release_year: null });
      await expectRefused(answer, 'Release year is required', 'release_year');
    });

    test.each([
      [1969, 'Year must be after 1970'],
      [thisYear + 2, 'Invalid year'],
      ['abc', 'Invalid year'],
      [2004.5, 'Invalid year'],
    ])('release year %p answers 400 %p (S25)', async (year, message) => {
      await expectRefused(
        await submitRequest({ ...gameRequest, release_year: year }),
        message,
        'release_year',
      );
    });

    test.each([1970, thisYear, thisYear + 1])('release year %p is accepted', async (year) => {
      const answer = await submitRequest({ ...gameRequest, release_year: year });
      expect(answer.status).toBe(201);
      const stored = (await requests()).find((request: { id: number }) => request.id === answer.body.id);
      expect(stored.release_year).toBe(year);
    });

    test.each(['fan-at-example.com', 'fan@example', ''])('requester_email %p is refused', async (email) => {
      const message = email === '' ? 'Email is required' : 'Invalid email address';
      await expectRefused(
        await submitRequest({ ...gameRequest, requester_email: email }),
        message,
        'requester_email',
      );
    });

    test('additional_info is optional and stored empty', async () => {
      const answer = await submitRequest(without(gameRequest, 'additional_info'));
      expect(answer.status).toBe(201);
      const stored = (await requests()).find((request: { id: number }) => request.id === answer.body.id);
      expect(stored.additional_info).toBe('');
      expect(stored.status).toBe('pending');
    });
  });
});
