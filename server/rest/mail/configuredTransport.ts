import type { Logger } from 'pino';

import type { Config } from '../../config.ts';
import type { MailTransport } from './mailTransport.ts';
import { outboxTransport } from './outboxTransport.ts';
import { smtpTransport } from './smtpTransport.ts';

/** The SMTP server of `SMTP_URL`, or else the outbox directory. */
export function configuredTransport(config: Config, log: Logger): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  const production = config.env === 'production';
  log[production ? 'warn' : 'info'](
    { event: 'mail.outbox_mode', dir: config.outboxDir },
    'SMTP_URL is not set: mail is written to the outbox directory instead of being sent',
  );
  return outboxTransport({ dir: config.outboxDir, from: config.mailFrom, log, logText: !production });
}
