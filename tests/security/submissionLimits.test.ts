import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { defaultLimits } from '../../server/config.ts';
import { databaseKinds } from '../support/databases.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';
import {
  contactMessage,
  dmcaNotice,
  gameRequest,
  issueReport,
  newsletterSubscription,
  storedSubmissions,
} from '../support/submissions.ts';

/** Baseline S26 (size limits) and S27 (anonymous anti-automation) on the submission endpoints. */

interface Submission {
  path: string;
  payload: Record<string, unknown>;
  /** How many the service holds. */
  stored: (service: TestService) => Promise<number>;
  /** The i-th of several bodies that each store a row (by default the payload every time). */
  nth?: (i: number) => Record<string, unknown>;
  /** The status of an accepted submission (201 unless given). */
  ok?: number;
}

const listed =
  (list: string, field: string) =>
  (service: TestService): Promise<number> =>
    service
      .request('GET', list, { token: service.tokens.admin })
      .then((answer) => (answer.body[field] as unknown[]).length);

const dmca: Submission = {
  path: '/api/submit_dmca.php',
  payload: dmcaNotice,
  stored: listed('/api/dmca_notices.php', 'dmcaNotices'),
};
const request: Submission = {
  path: '/api/submit_game_request.php',
  payload: gameRequest,
  stored: listed('/api/game_requests.php', 'gameRequests'),
};
// No endpoint lists these yet: they are counted through the running service's repositories.
const contact: Submission = {
  path: '/api/submit_contact.php',
  payload: contactMessage,
  stored: async (service) => (await storedSubmissions(service)).contactMessages.length,
};
const issue: Submission = {
  path: '/api/submit_issue_report.php',
  payload: issueReport,
  stored: async (service) => (await storedSubmissions(service)).issueReports.length,
};
const newsletter: Submission = {
  path: '/api/newsletter.php?action=subscribe',
  ok: 200,
  payload: newsletterSubscription,
  stored: async (service) => (await service.running.app.rest.newsletter.newsletterSubscribers()).length,
  nth: (i) => ({ email: `reader-${i}@players.example` }),
};
const submissions = [dmca, request, contact, issue, newsletter];

function storedCount(service: TestService, submission: Submission): Promise<number> {
  return submission.stored(service);
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
    const submission = dmca;
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
    const answer = await service.request('POST', request.path, {
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
      const body = (i: number) => submission.nth?.(i) ?? submission.payload;
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await service.request('POST', submission.path, { json: body(i) })).status);
      }
      expect(statuses).toEqual(Array(10).fill(submission.ok ?? 201));

      const eleventh = await service.request('POST', submission.path, { json: body(10) });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toEqual({ error: 'Too many requests. Please try again later.' });
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);

      // A client-chosen X-Forwarded-For does not give a fresh allowance (no trusted proxy configured).
      const spoofed = await service.request('POST', submission.path, {
        json: body(11),
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      expect(spoofed.status).toBe(429);

      expect(await storedCount(service, submission)).toBe(10);
    },
  );

  test('newsletter unsubscribes share the budget of its subscriptions, spent above', async () => {
    const answer = await service.request('POST', '/api/newsletter.php?action=unsubscribe', {
      json: { email: 'reader-0@players.example' },
    });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(await storedCount(service, newsletter)).toBe(10);
  });
});
