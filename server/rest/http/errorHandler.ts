import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { viewerOf } from '../auth/viewer.ts';
import { HttpError } from './HttpError.ts';
import { securityEvent } from './securityLog.ts';

interface BodyParserError {
  type?: string;
  status?: number;
}

const unavailableCodes = new Set(['SQLITE_BUSY', 'ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '53300']);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown; errcode?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Refused access is a security event: a role that may not, or a token that does not verify. */
function logRefusal(log: Logger, req: Request, res: Response, status: number): void {
  const viewer = viewerOf(res);
  if (status === 403 && viewer) securityEvent(log, req, 'authz.denied', { userId: viewer.id, status });
  if (status === 401 && req.headers.authorization) securityEvent(log, req, 'auth.token_rejected', { status });
}

/** The REST service's only error exit: `{ error }` with a fitting status, internals only in the log. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      logRefusal(log, req, res, error.status);
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
    log.error({ err: error, reqId: req.id }, 'request failed');
    if (unavailableCodes.has(errorCode(error) ?? '')) {
      res.status(503).set('Retry-After', '5').json({ error: 'Service temporarily unavailable' });
      return;
    }
    res.status(500).json({ error: 'Internal server error' });
  };
}
