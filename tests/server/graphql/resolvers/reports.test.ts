import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { commentHelpers } from '../../../support/comments.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** Issue 32: reports reach the staff, through GraphQL against the real REST service. */

const reportFields = `id kind status game { id slug title } gameName comment { id } reason description email name
  systemSpecs pageUrl resolutionNote handledBy { email } handledAt createdAt`;
const reportsQuery = `query Reports($filter: ReportFilter, $offset: Int, $limit: Int) {
  reports(filter: $filter, offset: $offset, limit: $limit) { totalCount openCount reports { ${reportFields} } } }`;
const submit = `mutation S($input: GameReportInput!, $key: String) {
  submitGameReport(input: $input, idempotencyKey: $key) { message } }`;
const decide = `mutation D($id: ID!, $status: ReportStatus!, $note: String) {
  updateReportStatus(id: $id, status: $status, note: $note) { message } }`;

describe('GraphQL reports', () => {
  let service: TestService;
  const comments = commentHelpers(() => service);
  let gameId: string;

  beforeAll(async () => {
    service = await startTestService('sqlite');
    gameId = String(await comments.createGame());
  });
  afterAll(() => service.stop());

  const reports = async (variables: Record<string, unknown> = {}, token = service.tokens.moderator) =>
    expectData(await gql(service, reportsQuery, variables, token)).reports;

  test('a game report from anyone lands in the staff list, linked to the game', async () => {
    const input = {
      gameId,
      reason: 'Broken Download',
      description: 'The download link answers 404.',
      email: 'player@example.com',
      url: 'https://gamevault.example/game/x',
    };
    expect(expectData(await gql(service, submit, { input })).submitGameReport.message).toEqual(
      expect.any(String),
    );
    const page = await reports({ filter: { kind: 'game' } });
    expect(page.reports[0]).toMatchObject({
      kind: 'game',
      status: 'open',
      game: { id: gameId },
      reason: 'Broken Download',
      description: input.description,
      email: input.email,
      pageUrl: input.url,
      comment: null,
      handledBy: null,
      handledAt: null,
    });
    expect(page.openCount).toBeGreaterThanOrEqual(1);
  });

  test('an issue report and a contact message are reports too', async () => {
    const issue = await gql(
      service,
      'mutation I($input: IssueReportInput!) { submitIssueReport(input: $input) { message } }',
      {
        input: {
          gameName: 'Xonotic',
          issueType: 'Game Crashes',
          description: 'It crashes at start on my machine, every time.',
          systemSpecs: 'Linux, 8 GB',
          email: 'crash@example.com',
        },
      },
    );
    expectData(issue);
    const contact = await gql(
      service,
      'mutation C($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }',
      {
        input: {
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hello',
          message: 'A question about the site.',
        },
      },
    );
    expectData(contact);
    expect((await reports({ filter: { kind: 'issue' } })).reports[0]).toMatchObject({
      kind: 'issue',
      gameName: 'Xonotic',
      systemSpecs: 'Linux, 8 GB',
    });
    expect((await reports({ filter: { kind: 'contact' } })).reports[0]).toMatchObject({
      kind: 'contact',
      name: 'Ada',
      reason: 'Hello',
    });
  });

  test('resolving with a note: the report leaves the open ones, names who handled it, and the badge drops', async () => {
    const open = await reports({ filter: { status: 'open' } });
    const target = open.reports[0];
    const badge = async () =>
      expectData(await gql(service, '{ openReportCount }', undefined, service.tokens.admin)).openReportCount;
    const before = await badge();
    expect(before).toBe(open.openCount);
    const answer = await gql(
      service,
      decide,
      { id: target.id, status: 'resolved', note: 'Link fixed.' },
      service.tokens.moderator,
    );
    expect(expectData(answer).updateReportStatus).toEqual({ message: messages.report.updated });
    expect(await badge()).toBe(before - 1);
    const resolved = (await reports({ filter: { status: 'resolved' } })).reports.find(
      (report: { id: string }) => report.id === target.id,
    );
    expect(resolved).toMatchObject({ status: 'resolved', resolutionNote: 'Link fixed.' });
    expect(resolved.handledBy.email).toEqual(expect.stringContaining('@'));
    expectError(
      await gql(service, decide, { id: target.id, status: 'resolved' }, service.tokens.moderator),
      'BAD_USER_INPUT',
      messages.report.sameStatus,
    );
  });

  test('only moderators and admins see or handle reports', async () => {
    expectError(await gql(service, reportsQuery, {}, service.tokens.user), 'FORBIDDEN');
    expectError(await gql(service, reportsQuery, {}), 'UNAUTHENTICATED');
    expectError(await gql(service, '{ openReportCount }', undefined, service.tokens.user), 'FORBIDDEN');
    expectError(
      await gql(service, decide, { id: '1', status: 'dismissed' }, service.tokens.user),
      'FORBIDDEN',
    );
  });

  test('a bad report names its field; an unknown game is NOT_FOUND', async () => {
    const input = { gameId, reason: 'Because', description: 'x', email: 'not-an-email' };
    const refused = expectError(await gql(service, submit, { input }), 'BAD_USER_INPUT');
    expect(Object.keys(refused.extensions.fields ?? {})).toEqual(expect.arrayContaining(['reason', 'email']));
    expectError(
      await gql(service, submit, {
        input: { ...input, gameId: '999999', reason: 'Other', email: 'a@b.example' },
      }),
      'NOT_FOUND',
      'Game not found',
    );
  });
});
