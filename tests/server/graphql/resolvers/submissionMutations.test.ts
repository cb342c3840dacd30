import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { storedSubmissions } from '../../../support/submissions.ts';

const dmcaMutation = 'mutation D($input: DmcaNoticeInput!) { submitDmcaNotice(input: $input) { message } }';
const requestMutation =
  'mutation G($input: GameRequestInput!) { submitGameRequest(input: $input) { message } }';
const contactMutation =
  'mutation C($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }';
const issueMutation =
  'mutation I($input: IssueReportInput!) { submitIssueReport(input: $input) { message } }';
const newsletterMutation = 'mutation N($email: String!) { subscribeNewsletter(email: $email) { message } }';

const dmcaInput = {
  title: 'Unlicensed copy of Nebula Drift',
  url: 'https://downloads.example.net/nebula-drift',
  name: 'Jane Holder',
  description: 'This page offers our commercial game without a licence.',
  email: 'legal@nebula.example',
};
const requestInput = {
  gameTitle: 'OpenTTD',
  platform: 'PC',
  releaseYear: 2004,
  requesterEmail: 'fan@players.example',
};
const contactInput = {
  name: 'Robin Player',
  email: 'robin@players.example',
  subject: 'Mirror for large downloads',
  message: 'Could you add a second mirror for the larger games?',
};
const issueInput = {
  gameName: 'SuperTuxKart',
  issueType: 'Game Crashes',
  description: 'The game closes while loading the second track.',
  systemSpecs: 'Windows 11, Ryzen 5 5600, 16 GB RAM',
  email: 'tester@players.example',
};

describe.each(databaseKinds)('GraphQL anonymous submissions on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('submitDmcaNotice works anonymously and reports the SPEC texts per field', async () => {
    const sent = expectData(await gql(service, dmcaMutation, { input: dmcaInput })).submitDmcaNotice;
    expect(sent).toEqual({ message: 'DMCA notice submitted successfully!' });
    const listed = await service.request('GET', '/api/dmca_notices.php', { token: service.tokens.admin });
    expect(listed.body.dmcaNotices[0]).toMatchObject({
      title: dmcaInput.title,
      company: '',
      status: 'pending',
    });
    const missing = await gql(service, dmcaMutation, { input: { ...dmcaInput, title: '' } });
    const error = expectError(missing, 'BAD_USER_INPUT', 'Content title is required');
    expect(error.extensions.fields).toEqual({ title: 'Content title is required' });
    const badEmail = await gql(service, dmcaMutation, { input: { ...dmcaInput, email: 'legal' } });
    expect(expectError(badEmail, 'BAD_USER_INPUT').extensions.fields).toEqual({
      email: 'Invalid email address',
    });
  });

  test('submitGameRequest works anonymously and reports the SPEC texts per field', async () => {
    const sent = expectData(await gql(service, requestMutation, { input: requestInput })).submitGameRequest;
    expect(sent).toEqual({ message: 'Game request submitted successfully!' });
    const early = await gql(service, requestMutation, { input: { ...requestInput, releaseYear: 1969 } });
    expectError(early, 'BAD_USER_INPUT', 'Year must be after 1970');
    const missingYear = await gql(service, requestMutation, {
      input: { ...requestInput, releaseYear: null },
    });
    expectError(missingYear, 'BAD_USER_INPUT', 'Release year is required');
    const late = await gql(service, requestMutation, {
      input: { ...requestInput, releaseYear: new Date().getUTCFullYear() + 2 },
    });
    expectError(late, 'BAD_USER_INPUT', 'Invalid year');
    const noTitle = await gql(service, requestMutation, { input: { ...requestInput, gameTitle: ' ' } });
    expectError(noTitle, 'BAD_USER_INPUT', 'Game title is required');
  });

  test('submitGameRequest names failing fields by their GraphQL input names', async () => {
    const input = { ...requestInput, releaseYear: 1969, requesterEmail: 'fan' };
    const error = expectError(await gql(service, requestMutation, { input }), 'BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual({
      releaseYear: 'Year must be after 1970',
      requesterEmail: 'Invalid email address',
    });
  });

  test('submitContactMessage reaches the staff and reports the SPEC texts per field', async () => {
    const sent = expectData(
      await gql(service, contactMutation, { input: contactInput }),
    ).submitContactMessage;
    expect(sent).toEqual({ message: 'Message sent successfully!' });
    const stored = (await storedSubmissions(service)).contactMessages;
    expect(stored.at(0)).toMatchObject({ subject: contactInput.subject, email: contactInput.email });
    const blank = await gql(service, contactMutation, {
      input: { ...contactInput, subject: ' ', email: 'robin' },
    });
    expect(expectError(blank, 'BAD_USER_INPUT').extensions.fields).toEqual({
      subject: 'Subject is required',
      email: 'Invalid email address',
    });
  });

  test('submitIssueReport names failing fields by their GraphQL input names', async () => {
    const sent = expectData(await gql(service, issueMutation, { input: issueInput })).submitIssueReport;
    expect(sent).toEqual({ message: 'Issue reported successfully!' });
    const input = { ...issueInput, issueType: 'Boredom', description: 'Too short', systemSpecs: '' };
    expect(
      expectError(await gql(service, issueMutation, { input }), 'BAD_USER_INPUT').extensions.fields,
    ).toEqual({
      issueType: 'Please select an issue type',
      description: 'Description must be at least 20 characters',
      systemSpecs: 'System specifications are required',
    });
  });

  test('subscribeNewsletter answers the same for a new and a known address', async () => {
    const first = expectData(await gql(service, newsletterMutation, { email: 'Reader@Players.example' }));
    const again = expectData(await gql(service, newsletterMutation, { email: 'reader@players.example' }));
    expect(first.subscribeNewsletter).toEqual({ message: 'Thanks! New games will reach your inbox.' });
    expect(again).toEqual(first);
    const invalid = await gql(service, newsletterMutation, { email: 'reader' });
    expectError(invalid, 'BAD_USER_INPUT', 'Invalid email address');
  });

  test.each([
    ['submitDmcaNotice', 'DmcaNoticeInput', dmcaInput, 'dmca_notices', { email: 'other@players.example' }],
    ['submitGameRequest', 'GameRequestInput', requestInput, 'game_requests', { platform: 'Linux' }],
    // Contact messages and issue reports are both rows of the staff's reports.
    ['submitContactMessage', 'ContactMessageInput', contactInput, 'reports', { subject: 'Other' }],
    ['submitIssueReport', 'IssueReportInput', issueInput, 'reports', { email: 'other@players.example' }],
  ] as const)(
    '%s sent twice with one idempotencyKey is stored once',
    async (field, type, input, table, change) => {
      const mutation = `mutation K($input: ${type}!, $key: String) { ${field}(input: $input, idempotencyKey: $key) { message } }`;
      const rows = async () =>
        Number(
          (
            await service.running.db.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await rows();
      const key = `graphql-${field}-key`;
      const first = expectData(await gql(service, mutation, { input, key }));
      const again = expectData(await gql(service, mutation, { input, key }));
      expect(again).toEqual(first);
      expect(await rows()).toBe(before + 1);
      const otherInput = { ...input, ...change };
      expectError(
        await gql(service, mutation, { input: otherInput, key }),
        'BAD_USER_INPUT',
        messages.idempotency.keyReused,
      );
      expectError(
        await gql(service, mutation, { input, key: 'bad key' }),
        'BAD_USER_INPUT',
        messages.idempotency.invalidKey,
      );
    },
  );
});
