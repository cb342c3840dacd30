import type { Logger } from 'pino';
import { pino } from 'pino';

/** Structured JSON logs; credentials and tokens never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-gateway-key"]',
        // The anonymous visitor's id (gv_visitor): the REST service keeps only its hash.
        'req.headers["x-visitor-id"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
