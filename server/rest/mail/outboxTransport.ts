import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

import { maskedEmail } from '../express/securityLog.ts';
import type { MailMessage, MailTransport } from './mailTransport.ts';

export interface OutboxOptions {
  dir: string;
  from: string;
  log: Logger;
  /** Also log the text body (which holds any link): useful in development, never in production. */
  logText: boolean;
}

/**
 * Without an SMTP server, each message becomes one `.eml` file (what a mail client would open) in
 * the outbox, named by the time it was written so that the names sort in order, and a log line
 * that names the recipient masked (the file holds the address).
 */
export function outboxTransport(options: OutboxOptions): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    async send(message: MailMessage, signal: AbortSignal) {
      const { message: eml } = await composer.sendMail({ from: options.from, ...message });
      written += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${String(written).padStart(6, '0')}.eml`);
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      await writeFile(file, eml, { mode: 0o600, signal });
      options.log.info(
        {
          event: 'mail.outbox',
          to: maskedEmail(message.to),
          subject: message.subject,
          file,
          ...(options.logText && { text: message.text }),
        },
        'Mail written to the outbox',
      );
    },
    close: () => undefined,
  };
}
