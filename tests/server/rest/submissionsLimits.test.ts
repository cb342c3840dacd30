import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { defaultLimits } from '../../../server/config.ts';
import { databaseKinds } from '../../support/databases.ts';
import { startTestService } from '../../support/service.ts';
import type { TestService } from '../../support/service.ts';
import { dmcaNotice, gameRequest } from '../../support/submissions.ts';

/** Baseline S26 (size limits) and S27 (anonymous anti-automation) on the submission endpoints. */

const submissions = [
  { path: '/api/submit_dmca.php', list: '/api/dmca_notices.php', field: 'dmcaNotices', payload: dmcaNotice },
  {
    path: '/api/submit_game_request.php',
    list: '/api/game_requests.php',
    field: 'gameRequests',
    payload: gameRequest,
  },
] as const;

type Submission = (typeof submissions)[number];

function storedCount(service: TestService, submission: Submission): Promise<number> {
  return service
    .request('GET', submission.list, { token: service.tokens.admin })
    .then((answer) => (answer.body[submission.field] as unknown[]).length);
}

describe.each(databaseKinds)('submission body limits on %s (S26)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test.each(submissions)('a 1 MB JSON body to $path answers 413 and stores nothing', async (submission) => {
    const before = await storedCount(service, submission);
    const json = { ...submission.payload, padding: 'x'.repeat(1024 * 1024) };
    const answer = await service.request('POST', submission.path, { json });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'Request body is too large' });
    expect(await storedCount(service, submission)).toBe(before);
  });

  test('a DMCA title of 10,000 characters answers 400 naming the maximum and stores nothing', async () => {
    const submission = submissions[0];
    const before = await storedCount(service, submission);
    const answer = await service.request('POST', submission.path, {
      json: { ...dmcaNotice, title: 'T'.repeat(10_000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'Content title must be at most 200 characters',
      fields: { title: 'Content title must be at most 200 characters' },
    });
    expect(await storedCount(service, submission)).toBe(before);
  });

  test('a game title of 10,000 characters answers 400 naming the maximum', async () => {
    const answer = await service.request('POST', submissions[1].path, {
      json: { ...gameRequest, game_title: 'G'.repeat(10_000) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Game title must be at most 200 characters');
  });

  test.each(submissions)('a body that is not valid JSON to $path answers 400', async (submission) => {
    const answer = await service.request('POST', submission.path, {
      body: '{"title": "unterminated',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  test.each(submissions)('a JSON array, string or null body to $path answers 400', async (submission) => {
    for (const json of [[submission.payload], 'text', null]) {
      const answer = await service.request('POST', submission.path, {
        body: JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    const array = await service.request('POST', submission.path, { json: [submission.payload] });
    expect(array.body).toEqual({ error: 'Request body must be a JSON object' });
  });
});

describe.each(databaseKinds)('anonymous anti-automation with the real limits on %s (S27)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { limits: defaultLimits });
  });
  afterAll(() => service.stop());

  test('the real limit is 10 submissions per address and hour', () => {
    expect(service.config.limits.submissionsPerIpPerHour).toBe(10);
  });

  test.each(submissions)(
    'the 11th submission to $path within an hour answers 429; exactly 10 are stored',
    async (submission) => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await service.request('POST', submission.path, { json: submission.payload })).status);
      }
      expect(statuses).toEqual(Array(10).fill(201));

      const eleventh = await service.request('POST', submission.path, { json: submission.payload });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toEqual({ error: 'Too many requests. Please try again later.' });
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);

      // A client-chosen X-Forwarded-For does not give a fresh allowance (no trusted proxy configured).
      const spoofed = await service.request('POST', submission.path, {
        json: submission.payload,
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      expect(spoofed.status).toBe(429);

      expect(await storedCount(service, submission)).toBe(10);
    },
  );
});
