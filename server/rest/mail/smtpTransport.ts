import { createTransport } from 'nodemailer';

import type { MailMessage, MailTransport } from './mailTransport.ts';

/**
 * Mail to the SMTP server of `SMTP_URL`, one connection per message. Deadlines far below
 * nodemailer's own (up to 10 minutes), so that a stuck server costs a retry, not the queue; the
 * URL's query may set others (`?greetingTimeout=20000`).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message: MailMessage, signal: AbortSignal) {
      await transporter.sendMail({ from, ...message, signal });
    },
    close: () => transporter.close(),
  };
}
