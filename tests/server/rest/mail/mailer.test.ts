import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Logger } from 'pino';
import { pino } from 'pino';

import { accountHash } from '../../../../server/rest/express/securityLog.ts';
import { createMailer } from '../../../../server/rest/mail/mailer.ts';
import type { MailMessage } from '../../../../server/rest/mail/mailTransport.ts';
import { smtpTransport } from '../../../../server/rest/mail/smtpTransport.ts';
import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { mailSettled, outbox, resetLinkOf } from '../../../support/mail.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import type { ReceivedMail, TestSmtpServer } from '../../../support/smtpServer.ts';
import { startSmtpServer } from '../../../support/smtpServer.ts';

type LogLine = Record<string, unknown> & { level: number; event?: string };

/** A logger whose lines are kept for the test to read. */
function capturedLogger(): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (chunk: string) => void lines.push(JSON.parse(chunk)) });
  return { log, lines };
}

const from = 'Gamevault <no-reply@gamevault.example>';
const message: MailMessage = {
  to: 'player@example.com',
  subject: 'Reset your Gamevault password',
  text: 'Open this link: http://localhost:3000/reset-password?token=abc',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc">Choose a new password</a></p>',
};
const events = (lines: LogLine[]) => lines.map((line) => line.event);
const levels = { info: 30, warn: 40, error: 50 };

describe('mail through a real SMTP server', () => {
  const servers: TestSmtpServer[] = [];
  async function smtpServer(
    refuse?: (attempt: number) => number | undefined,
    options?: { refuseRecipients?: boolean },
  ) {
    const server = await startSmtpServer(refuse, options);
    servers.push(server);
    return server;
  }
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  test('delivers the message from MAIL_FROM to its recipient, with both bodies', async () => {
    const server = await smtpServer();
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: smtpTransport(server.url, from), log });
    mailer.send(message);
    await mailer.idle();
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.envelope).toEqual({ from: 'no-reply@gamevault.example', to: ['player@example.com'] });
    expect(mail?.from).toEqual(['no-reply@gamevault.example']);
    expect(mail?.to).toEqual(['player@example.com']);
    expect(mail?.subject).toBe(message.subject);
    expect(mail?.text.trim()).toBe(message.text);
    expect(mail?.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
    expect(lines).toEqual([expect.objectContaining({ level: levels.info, event: 'mail.sent', tries: 1 })]);
    // The recipient appears in the log only as the account hash the security log uses.
    expect(lines[0]?.account).toBe(accountHash(message.to));
    expect(JSON.stringify(lines)).not.toContain(message.to);
    mailer.close();
  });

  test('a refused first try is logged, and the retry delivers the message once', async () => {
    const server = await smtpServer((attempt) => (attempt === 1 ? 451 : undefined));
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: smtpTransport(server.url, from), log, retryDelaysMs: [20, 20] });
    mailer.send(message);
    await mailer.idle();
    expect(server.attempts).toBe(2);
    expect(server.received.map((mail) => mail.subject)).toEqual([message.subject]);
    expect(events(lines)).toEqual(['mail.retry', 'mail.sent']);
    expect(lines[0]).toMatchObject({ level: levels.warn, tries: 1, retryInMs: 20 });
    expect(String((lines[0]?.err as { message?: string } | undefined)?.message)).toContain('451');
    expect(lines[1]).toMatchObject({ level: levels.info, tries: 2 });
    mailer.close();
  });

  test('a permanent refusal is tried once per delay, logged each time, the last as an error, and never throws', async () => {
    const server = await smtpServer(() => 550);
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: smtpTransport(server.url, from), log, retryDelaysMs: [10, 10] });
    expect(() => mailer.send(message)).not.toThrow();
    await mailer.idle();
    expect(server.attempts).toBe(3);
    expect(server.received).toEqual([]);
    expect(events(lines)).toEqual(['mail.retry', 'mail.retry', 'mail.failed']);
    expect(lines.map((line) => line.level)).toEqual([levels.warn, levels.warn, levels.error]);
    expect(lines[2]).toMatchObject({ tries: 3, account: accountHash(message.to) });
    mailer.close();
  });

  test('a refused recipient is logged with the address masked, in every text of the failure', async () => {
    const server = await smtpServer(undefined, { refuseRecipients: true });
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: smtpTransport(server.url, from), log, retryDelaysMs: [10] });
    mailer.send(message);
    await mailer.idle();
    expect(events(lines)).toEqual(['mail.retry', 'mail.failed']);
    const err = lines[1]?.err as Record<string, unknown>;
    expect(err).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(String(err.message)).toContain('p***@example.com');
    expect(String(err.response)).toContain('<p***@example.com>: Recipient address rejected');
    expect(JSON.stringify(lines)).not.toContain(message.to);
    mailer.close();
  });

  test('an unreachable server is a failure like any other', async () => {
    const server = await smtpServer();
    const url = server.url;
    await server.close();
    servers.splice(0);
    const { log, lines } = capturedLogger();
    const mailer = createMailer({ transport: smtpTransport(url, from), log, retryDelaysMs: [10] });
    mailer.send(message);
    await mailer.idle();
    expect(events(lines)).toEqual(['mail.retry', 'mail.failed']);
    mailer.close();
  });

  test('closing does not wait for a pending retry: the message is dropped and counted', async () => {
    const server = await smtpServer(() => 451);
    const { log, lines } = capturedLogger();
    const mailer = createMailer({
      transport: smtpTransport(server.url, from),
      log,
      retryDelaysMs: [600_000],
    });
    mailer.send(message);
    while (!events(lines).includes('mail.retry')) await new Promise((resolve) => setTimeout(resolve, 10));
    mailer.close();
    await mailer.idle();
    expect(lines.at(-1)).toMatchObject({ level: levels.warn, event: 'mail.dropped', count: 1 });
    expect(server.attempts).toBe(1);
    mailer.send(message);
    expect(server.attempts).toBe(1);
  });
});

describe('the service mails reset links through SMTP_URL', () => {
  let server: TestSmtpServer;
  let service: TestService;
  beforeAll(async () => {
    server = await startSmtpServer();
    service = await startTestService('sqlite', {
      env: { SMTP_URL: server.url, MAIL_FROM: 'Gamevault Team <accounts@gamevault.example>' },
    });
  });
  afterAll(async () => {
    await service.stop();
    await server.close();
  });

  const { createUser } = accountHelpers(() => service);

  test('the mail reaches the SMTP server, not the outbox, and its link resets the password', async () => {
    const user = await createUser({ prefix: 'smtp' });
    const answer = await service.request('POST', '/api/auth.php?action=forgot-password', {
      json: { email: user.email },
    });
    expect(answer.status).toBe(200);
    await mailSettled(service);
    expect(server.received).toHaveLength(1);
    expect(await outbox(service)).toEqual([]);
    const mail = resetLinkOf(server.received[0] as ReceivedMail);
    expect(mail.envelope).toEqual({ from: 'accounts@gamevault.example', to: [user.email] });
    expect(mail.from).toEqual(['accounts@gamevault.example']);
    expect(mail.subject).toBe('Reset your Gamevault password');

    const reset = await service.request('POST', '/api/auth.php?action=reset-password', {
      json: { token: mail.token, password: 'Smtp-Reset-Pass-9' },
    });
    expect(reset.body).toEqual({ message: messages.passwordReset.done });
    await expect(service.login({ email: user.email, password: 'Smtp-Reset-Pass-9' })).resolves.toEqual(
      expect.any(String),
    );
  });

  test("the mail speaks in the site's name from the console's settings", async () => {
    const saved = await service.request('PUT', '/api/settings.php', {
      token: service.tokens.admin,
      json: {
        site_name: 'Open Arcade & Co',
        site_description: 'Open-source PC games, linked to their official pages.',
        contact_email: 'team@arcade.example',
        maintenance_mode: false,
        two_factor_enabled: false,
        session_timeout: 120,
      },
    });
    expect(saved.status).toBe(200);
    const user = await createUser({ prefix: 'site-name' });
    await service.request('POST', '/api/auth.php?action=forgot-password', { json: { email: user.email } });
    await mailSettled(service);
    const mail = server.received.at(-1);
    expect(mail?.subject).toBe('Reset your Open Arcade & Co password');
    expect(mail?.text).toContain('your Open Arcade & Co account');
    expect(mail?.html).toContain('your Open Arcade &#38; Co account');
  });
});
