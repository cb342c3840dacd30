import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import { StorageUnavailableError } from '../../storage/uploadStorage.ts';
import { viewerOf } from '../auth/viewer.ts';
import { sqlitePrimaryCode, sqliteResult, sqliteUniqueViolation } from '../db/sqliteErrors.ts';
import { WriteDeadlinePassed } from '../writeDeadline/writeDeadline.ts';
import { HttpError } from './HttpError.ts';
import { securityEvent } from './securityLog.ts';

interface BodyParserError {
  type?: string;
  status?: number;
}

// 08001/08006: PostgreSQL out of reach or the connection lost (see db/postgresPool.ts); 55P03 and
// 57014: a lock wait or statement cut short by the write's deadline (see db/deadlineDriver.ts).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '08001',
  '08006',
  '57P01',
  '57P03',
  '53300',
  '55P03',
  '57014',
]);

function codes(error: unknown): { code?: unknown; errcode?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; errcode?: unknown }) : {};
}

/** The database is busy, restarting or out of reach: worth a retry later. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof StorageUnavailableError || error instanceof WriteDeadlinePassed) return true;
  const primary = sqlitePrimaryCode(error);
  return (
    unavailableCodes.has(String(codes(error).code)) ||
    primary === sqliteResult.busy ||
    primary === sqliteResult.locked
  );
}

/**
 * The database refused a value: PostgreSQL's class 22 (data exception: a NUL byte, a number out of
 * range, text that is no valid number or date...) or SQLite's "too big" and "mismatch". Validation
 * refuses such input first; this keeps anything it missed a client error rather than a fault.
 */
function isInvalidInput(error: unknown): boolean {
  const { code } = codes(error);
  const primary = sqlitePrimaryCode(error);
  return (
    (typeof code === 'string' && code.length === 5 && code.startsWith('22')) ||
    primary === sqliteResult.tooBig ||
    primary === sqliteResult.mismatch
  );
}

/** Two requests raced past the duplicate check to the unique index. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = codes(error);
  return code === '23505' || errcode === sqliteUniqueViolation;
}

/** Refused access is a security event: a role that may not, or a token that does not verify. */
function logRefusal(log: Logger, req: Request, res: Response, status: number, ip: string): void {
  const viewer = viewerOf(res);
  if (status === 403 && viewer) securityEvent(log, req, 'authz.denied', { userId: viewer.id, status, ip });
  if (status === 401 && req.headers.authorization)
    securityEvent(log, req, 'auth.token_rejected', { status, ip });
}

/** The REST service's only error exit: `{ error }` with a fitting status, internals only in the log. */
export function restErrorHandler(log: Logger, clientIp: (req: Request) => string): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      logRefusal(log, req, res, error.status, clientIp(req));
      res
        .set(error.headers)
        .status(error.status)
        .json({ error: error.message, ...error.details });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ error: 'Request body is too large' });
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Request body must be valid JSON' });
      return;
    }
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: 'Bad request' });
      return;
    }
    if (isUniqueViolation(error)) {
      res.status(409).json({ error: 'This entry already exists' });
      return;
    }
    if (isInvalidInput(error)) {
      log.warn({ err: error, reqId: req.id }, 'the database refused a value of the request');
      res.status(400).json({ error: 'Invalid request' });
      return;
    }
    log.error({ err: error, reqId: req.id }, 'request failed');
    if (isUnavailable(error)) {
      res.status(503).set('Retry-After', '5').json({ error: messages.serviceTemporarilyUnavailable });
      return;
    }
    res.status(500).json({ error: 'Internal server error' });
  };
}
