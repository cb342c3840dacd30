import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { entriesOf } from '../../../support/audit.ts';
import { commentHelpers } from '../../../support/comments.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { moderatorCredentials, startTestService } from '../../../support/service.ts';
import { contactMessage, gameReport, issueReport } from '../../../support/submissions.ts';

/**
 * Issue 32: the game page's Report dialog (SPEC 2.8, 5) reaches the staff, with issue reports,
 * contact messages and reported comments, in one list they filter and work through.
 */

const answerOf = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  body: answer.body,
});

describe.each(databaseKinds)('reports on %s', (kind) => {
  let service: TestService;
  const { createGame, commenter, posted, act, stored } = commentHelpers(() => service);
  let gameId: number;
  beforeAll(async () => {
    service = await startTestService(kind);
    gameId = await createGame();
  });
  afterAll(() => service.stop());

  const submit = (json: unknown, token?: string) =>
    service.request('POST', '/api/submit_report.php', { json, token });
  const list = (query = '', token = service.tokens.moderator) =>
    service.request('GET', `/api/reports.php${query}`, { token });
  const decide = (id: number, json: unknown, token = service.tokens.moderator) =>
    service.request('PUT', `/api/reports.php?id=${id}`, { token, json });
  const newest = async (query = '') => (await list(query)).body.reports[0];

  describe('submit_report.php', () => {
    test('anyone reports a game: 201 with the SPEC text; the staff see it open with its game', async () => {
      const answer = await submit({ ...gameReport, gameId, status: 'resolved' });
      expect(answerOf(answer)).toEqual({
        status: 201,
        body: { success: true, message: 'Report submitted successfully!' },
      });
      const report = await newest('?kind=game');
      expect(report).toEqual({
        id: expect.any(Number),
        kind: 'game',
        status: 'open',
        game: { id: gameId, slug: expect.any(String), title: expect.stringMatching(/^Xonotic/) },
        gameName: report.game.title,
        comment: null,
        reason: gameReport.reason,
        description: gameReport.description,
        email: gameReport.email,
        name: '',
        systemSpecs: '',
        pageUrl: gameReport.url,
        resolutionNote: '',
        handledBy: null,
        handledAt: null,
        createdAt: expect.any(String),
      });
    });

    test('a signed-in reporter is recorded with the report', async () => {
      const reporter = await commenter('Reporter');
      expect((await submit({ ...gameReport, gameId }, reporter.token)).status).toBe(201);
      const row = await service.running.db.kysely
        .selectFrom('reports')
        .select('reporter_user_id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.reporter_user_id).toBe(reporter.id);
    });

    test.each(['Broken Download', 'Malware/Virus', 'Wrong Information', 'Copyright Violation', 'Other'])(
      'the reason %p is accepted',
      async (reason) => {
        expect((await submit({ ...gameReport, gameId, reason })).status).toBe(201);
        expect((await newest('?kind=game')).reason).toBe(reason);
      },
    );

    test.each([
      ['reason', { reason: undefined }, 'Please select a reason'],
      ['reason', { reason: '' }, 'Please select a reason'],
      ['reason', { reason: 'Boring' }, 'Please select a reason'],
      ['description', { description: undefined }, 'Please describe the issue'],
      ['description', { description: '   ' }, 'Please describe the issue'],
      ['description', { description: 'd'.repeat(5001) }, 'Description must be at most 5000 characters'],
      ['email', { email: undefined }, 'Email is required'],
      ['email', { email: 'reporter@' }, 'Invalid email address'],
      ['url', { url: 'javascript:alert(1)' }, 'URL must be an http or https URL'],
      ['gameId', { gameId: undefined }, 'gameId is required'],
      ['gameId', { gameId: 'one' }, 'gameId must be a game id'],
    ])('%s, case %#: 400 naming it, nothing stored', async (field, change, message) => {
      const before = await stored();
      const answer = await submit({ ...gameReport, gameId, ...change });
      expect(answerOf(answer)).toEqual({
        status: 400,
        body: { error: message, fields: { [field]: message } },
      });
      expect(await stored()).toEqual(before);
    });

    test('an unknown or inactive game answers 404 Game not found', async () => {
      const inactive = await createGame('inactive');
      for (const id of [inactive, 2_000_000_000]) {
        expect(answerOf(await submit({ ...gameReport, gameId: id }))).toEqual({
          status: 404,
          body: { error: messages.game.notFound },
        });
      }
    });

    test('markup in a report is stored and listed as text', async () => {
      const description = '<script>alert(1)</script> the installer is broken';
      expect((await submit({ ...gameReport, gameId, description })).status).toBe(201);
      expect((await newest('?kind=game')).description).toBe(description);
    });
  });

  describe('reports.php', () => {
    test('lists every kind, newest first, with filters, the total and the open count', async () => {
      const fresh = await startTestService(kind);
      try {
        const freshGame = (await commentHelpers(() => fresh).createGame()) as number;
        const author = await commentHelpers(() => fresh).commenter('Author');
        const reporter = await commentHelpers(() => fresh).commenter('Reporter');
        const commentId = await commentHelpers(() => fresh).posted(author.token, {
          gameId: freshGame,
          content: 'Spam link',
        });
        const send = (path: string, json: unknown, token?: string) =>
          fresh
            .request('POST', `/api${path}`, { json, token })
            .then((answer) => expect(answer.status).toBe(201));
        await send('/submit_report.php', { ...gameReport, gameId: freshGame });
        await send('/submit_issue_report.php', issueReport);
        await send('/submit_contact.php', contactMessage);
        await send(`/comments.php?id=${commentId}&action=report`, { reason: 'Spam' }, reporter.token);
        const read = (query = '') =>
          fresh
            .request('GET', `/api/reports.php${query}`, { token: fresh.tokens.admin })
            .then((answer) => answer.body);

        const all = await read();
        expect(all.reports.map((report: { kind: string }) => report.kind)).toEqual([
          'comment',
          'contact',
          'issue',
          'game',
        ]);
        expect(all).toMatchObject({ total: 4, openCount: 4 });
        const contact = all.reports[1];
        expect(contact).toMatchObject({
          kind: 'contact',
          name: contactMessage.name,
          email: contactMessage.email,
          reason: contactMessage.subject,
          description: contactMessage.message,
          game: null,
        });
        expect(all.reports[2]).toMatchObject({
          kind: 'issue',
          gameName: issueReport.game_name,
          reason: issueReport.issue_type,
          systemSpecs: issueReport.system_specs,
          game: null,
        });
        expect(all.reports[0]).toMatchObject({
          kind: 'comment',
          comment: { id: commentId, excerpt: 'Spam link', status: 'visible' },
          game: { id: freshGame },
        });

        const decided = await fresh.request('PUT', `/api/reports.php?id=${contact.id as number}`, {
          token: fresh.tokens.admin,
          json: { status: 'resolved', note: 'Answered by mail.' },
        });
        expect(decided.status).toBe(200);
        expect(await read('?kind=issue')).toMatchObject({ total: 1, openCount: 3 });
        expect((await read('?status=resolved')).reports.map((report: { id: number }) => report.id)).toEqual([
          contact.id,
        ]);
        expect(await read('?status=open&kind=contact')).toMatchObject({
          reports: [],
          total: 0,
          openCount: 3,
        });
        expect(await read('?status=&kind=')).toMatchObject({ total: 4 });
        const paged = await read('?offset=1&limit=2');
        expect(paged.reports.map((report: { kind: string }) => report.kind)).toEqual(['contact', 'issue']);
        expect(paged.total).toBe(4);
      } finally {
        await fresh.stop();
      }
    });

    test.each([
      ['?status=closed', 'status', 'status must be one of open, resolved, dismissed'],
      ['?kind=dmca', 'kind', 'kind must be one of game, issue, comment, contact'],
      ['?limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
      ['?offset=x', 'offset', 'offset must be a whole number from 0 to 2147483647'],
    ])('GET %s answers 400 naming %s', async (query, field, message) => {
      expect(answerOf(await list(query))).toEqual({
        status: 400,
        body: { error: message, fields: { [field]: message } },
      });
    });

    test('a moderator resolves, dismisses and reopens with a note; each is audited', async () => {
      expect((await submit({ ...gameReport, gameId })).status).toBe(201);
      const report = await newest('?kind=game');

      const resolved = await entriesOf(service, async () => {
        const answer = await decide(report.id, { status: 'resolved', note: '  Link fixed.\nThanks!  ' });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          message: messages.report.updated,
          report: {
            ...report,
            status: 'resolved',
            resolutionNote: 'Link fixed.\nThanks!',
            handledBy: { email: moderatorCredentials.email },
            handledAt: expect.any(String),
          },
        });
      });
      expect(resolved).toEqual([
        expect.objectContaining({
          actor_email: moderatorCredentials.email,
          action: 'report.resolve',
          target_type: 'report',
          target_id: report.id,
          target_label: `Game report: ${report.gameName as string}`,
          details: { kind: 'game', previous_status: 'open', note: 'Link fixed.\nThanks!' },
        }),
      ]);

      expect(answerOf(await decide(report.id, { status: 'resolved' }))).toEqual({
        status: 409,
        body: { error: messages.report.sameStatus },
      });
      const reopened = await entriesOf(service, () =>
        decide(report.id, { status: 'open' }, service.tokens.admin),
      );
      expect(reopened).toEqual([
        expect.objectContaining({
          action: 'report.reopen',
          details: { kind: 'game', previous_status: 'resolved' },
        }),
      ]);
      const dismissed = await entriesOf(service, () =>
        decide(report.id, { status: 'dismissed', note: 'Duplicate.' }),
      );
      expect(dismissed).toEqual([expect.objectContaining({ action: 'report.dismiss' })]);
      expect((await list('?status=dismissed')).body.reports[0]).toMatchObject({
        id: report.id,
        status: 'dismissed',
        resolutionNote: 'Duplicate.',
      });
    });

    test('a status change is validated; an unknown report is 404; nothing changes', async () => {
      expect((await submit({ ...gameReport, gameId })).status).toBe(201);
      const report = await newest('?kind=game');
      const before = await stored();
      const statusMessage = 'Status must be open or resolved or dismissed';
      expect(answerOf(await decide(report.id, { status: 'closed' }))).toEqual({
        status: 400,
        body: { error: statusMessage, fields: { status: statusMessage } },
      });
      expect((await decide(report.id, { status: 'resolved', note: 'n'.repeat(1001) })).body.fields).toEqual({
        note: 'Note must be at most 1000 characters',
      });
      expect(answerOf(await decide(2_000_000_000, { status: 'resolved' }))).toEqual({
        status: 404,
        body: { error: messages.report.notFound },
      });
      expect(await stored()).toEqual(before);
    });

    test('users cannot read or handle reports (403); anonymous callers get 401', async () => {
      const user = await commenter('Curious');
      expect((await submit({ ...gameReport, gameId })).status).toBe(201);
      const report = await newest();
      const before = await stored();
      expect(answerOf(await list('', user.token))).toEqual({
        status: 403,
        body: { error: messages.forbidden },
      });
      expect(answerOf(await decide(report.id, { status: 'resolved' }, user.token))).toEqual({
        status: 403,
        body: { error: messages.forbidden },
      });
      expect((await service.request('GET', '/api/reports.php')).status).toBe(401);
      expect(await stored()).toEqual(before);
    });

    test("a reported comment's list entry follows the comment: hidden, then gone", async () => {
      const author = await commenter('Rude');
      const reporter = await commenter('Polite');
      const id = await posted(author.token, { gameId, content: 'Rude words' });
      expect((await act(reporter.token, id, 'report', { reason: 'Harassment' })).status).toBe(201);
      const report = await newest('?kind=comment');
      expect(report.comment).toEqual({ id, excerpt: 'Rude words', status: 'visible' });
      await act(service.tokens.moderator, id, 'hide');
      expect((await newest('?kind=comment')).comment).toEqual({
        id,
        excerpt: 'Rude words',
        status: 'hidden',
      });
      await service.request('DELETE', `/api/comments.php?id=${id}`, { token: service.tokens.moderator });
      expect(await newest('?kind=comment')).toMatchObject({
        id: report.id,
        comment: null,
        reason: 'Harassment',
      });
    });
  });
});
