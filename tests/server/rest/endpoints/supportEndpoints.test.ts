import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { contactMessage, issueReport, storedSubmissions } from '../../../support/submissions.ts';

/** SPEC 2.15 and 5: the contact form and the Report an Issue page, sent to the REST service. */

const jsonUtf8 = 'application/json; charset=utf-8';

function without<T extends Record<string, unknown>>(payload: T, field: keyof T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== field));
}

describe.each(databaseKinds)('contact messages and issue reports on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const submitContact = (json: unknown) => service.request('POST', '/api/submit_contact.php', { json });
  const submitIssue = (json: unknown) => service.request('POST', '/api/submit_issue_report.php', { json });
  const storedMessages = async () => (await storedSubmissions(service)).contactMessages;
  const storedReports = async () => (await storedSubmissions(service)).issueReports;

  function expectRefused(answer: { status: number; body: unknown }, message: string, field: string) {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message, fields: { [field]: message } });
  }

  describe('submit_contact.php', () => {
    test('a complete message is accepted with the SPEC success text and stored as an open report', async () => {
      const answer = await submitContact({ ...contactMessage, status: 'read', id: 1 });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: 'Message sent successfully!',
        id: expect.any(Number),
      });
      expect(answer.headers.get('content-type')).toBe(jsonUtf8);

      const stored = (await storedMessages()).find((row) => row.id === answer.body.id);
      expect(stored).toEqual({
        id: answer.body.id,
        ...contactMessage,
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    test.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ] as const)('a missing or blank %s answers 400 %p and stores nothing', async (field, message) => {
      const before = (await storedMessages()).length;
      expectRefused(await submitContact(without(contactMessage, field)), message, field);
      expectRefused(await submitContact({ ...contactMessage, [field]: '   ' }), message, field);
      expect(await storedMessages()).toHaveLength(before);
    });

    test.each(['not-an-email', 'robin@', 'robin@example', 'robin player@example.com'])(
      'the email %p answers 400 Invalid email address',
      async (email) => {
        expectRefused(await submitContact({ ...contactMessage, email }), 'Invalid email address', 'email');
      },
    );

    test.each([
      ['name', 201, 'Name must be at most 200 characters'],
      ['subject', 201, 'Subject must be at most 200 characters'],
      ['message', 5001, 'Message must be at most 5000 characters'],
    ] as const)('a %s of %p characters answers 400 %p and stores nothing', async (field, length, message) => {
      const before = (await storedMessages()).length;
      expectRefused(await submitContact({ ...contactMessage, [field]: 'x'.repeat(length) }), message, field);
      expect(await storedMessages()).toHaveLength(before);
    });

    test('the message keeps its line breaks; the email is stored lowercased and trimmed', async () => {
      const message = 'First line\n\tindented\r\nlast line';
      const answer = await submitContact({ ...contactMessage, message, email: '  Robin@Players.Example ' });
      expect(answer.status).toBe(201);
      const stored = (await storedMessages()).find((row) => row.id === answer.body.id);
      expect(stored).toMatchObject({ message, email: 'robin@players.example' });
    });
  });

  describe('submit_issue_report.php', () => {
    test('a complete report is accepted with the SPEC success text and stored as open', async () => {
      const answer = await submitIssue({ ...issueReport, status: 'resolved' });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        success: true,
        message: 'Issue reported successfully!',
        id: expect.any(Number),
      });
      expect(answer.headers.get('content-type')).toBe(jsonUtf8);

      const stored = (await storedReports()).find((row) => row.id === answer.body.id);
      expect(stored).toEqual({
        id: answer.body.id,
        ...issueReport,
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    });

    test.each([
      ['game_name', 'Game name is required'],
      ['issue_type', 'Please select an issue type'],
      ['description', 'Please describe the issue'],
      ['system_specs', 'System specifications are required'],
      ['email', 'Email is required'],
    ] as const)('a missing or blank %s answers 400 %p and stores nothing', async (field, message) => {
      const before = (await storedReports()).length;
      expectRefused(await submitIssue(without(issueReport, field)), message, field);
      expectRefused(await submitIssue({ ...issueReport, [field]: '   ' }), message, field);
      expect(await storedReports()).toHaveLength(before);
    });

    test.each([
      'Download Not Working',
      'Game Crashes',
      'Missing Files',
      'Installation Error',
      'Performance Issues',
      'Other',
    ])('the issue type %p is accepted', async (issueType) => {
      const answer = await submitIssue({ ...issueReport, issue_type: issueType });
      expect(answer.status).toBe(201);
      const stored = (await storedReports()).find((row) => row.id === answer.body.id);
      expect(stored?.issue_type).toBe(issueType);
    });

    test.each(['Virus', 'game crashes', 'Other, really', ''])(
      'the issue type %p answers 400 Please select an issue type',
      async (issueType) => {
        expectRefused(
          await submitIssue({ ...issueReport, issue_type: issueType }),
          'Please select an issue type',
          'issue_type',
        );
      },
    );

    test('a description of 19 characters (after trimming) answers 400; 20 characters are accepted', async () => {
      const short = await submitIssue({ ...issueReport, description: `  ${'d'.repeat(19)}  ` });
      expectRefused(short, 'Description must be at least 20 characters', 'description');
      const enough = await submitIssue({ ...issueReport, description: 'd'.repeat(20) });
      expect(enough.status).toBe(201);
    });

    test.each(['not-an-email', 'tester@', 'tester@example', ''])('the email %p is refused', async (email) => {
      const message = email === '' ? 'Email is required' : 'Invalid email address';
      expectRefused(await submitIssue({ ...issueReport, email }), message, 'email');
    });

    test.each([
      ['game_name', 201, 'Game name must be at most 200 characters'],
      ['description', 5001, 'Description must be at most 5000 characters'],
      ['system_specs', 2001, 'System specifications must be at most 2000 characters'],
    ] as const)('a %s of %p characters answers 400 %p and stores nothing', async (field, length, message) => {
      const before = (await storedReports()).length;
      expectRefused(await submitIssue({ ...issueReport, [field]: 'x'.repeat(length) }), message, field);
      expect(await storedReports()).toHaveLength(before);
    });

    test('markup is stored as text, literally (S22)', async () => {
      const markup = '<img src=x onerror=alert(1)> é ✓ and more than twenty characters';
      const answer = await submitIssue({ ...issueReport, game_name: '<b>Kart</b>', description: markup });
      expect(answer.status).toBe(201);
      const stored = (await storedReports()).find((row) => row.id === answer.body.id);
      expect(stored).toMatchObject({ game_name: '<b>Kart</b>', description: markup });
    });
  });
});
