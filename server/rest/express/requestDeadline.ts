import { AsyncResource } from 'node:async_hooks';

import type { Request, RequestHandler } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import type { Limits } from '../../config.ts';
import { runWithWriteDeadline } from '../writeDeadline/writeDeadline.ts';
import { HttpError } from './HttpError.ts';

/** How many more milliseconds the caller waits for this answer (the BFF sends it with every call). */
export const requestTimeoutHeader = 'X-Request-Timeout';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The caller's budget in whole milliseconds; anything else is ignored, as the PHP host ignores it. */
function callerBudgetMs(req: Request): number | undefined {
  const value = req.get(requestTimeoutHeader)?.trim();
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

const isMultipart = (req: Request) => /^multipart\/form-data\b/i.test(req.get('content-type') ?? '');

export const deadlinePassed = () =>
  new HttpError(503, messages.serviceTemporarilyUnavailable, {}, { 'Retry-After': '1' });

/**
 * Gives every write request a deadline, counted from its arrival: the service's own
 * (`writeDeadlineMs`, plus the upload's own deadline for a multipart body), or the caller's
 * remaining budget less `deadlineMarginMs` when that comes first, so that the answer (a 503 with
 * nothing written when the time ran out) reaches the caller before it gives up. The database layer
 * holds every lock wait and commit to it (see writeDeadline.ts).
 */
export function requestDeadline(
  limits: Pick<Limits, 'writeDeadlineMs' | 'deadlineMarginMs'>,
  uploadBodyMs: number,
): RequestHandler {
  return (req, _res, next) => {
    if (!writeMethods.has(req.method)) return next();
    const arrived = performance.now();
    const ownMs = limits.writeDeadlineMs + (isMultipart(req) ? uploadBodyMs : 0);
    const budget = callerBudgetMs(req);
    const allowedMs = budget === undefined ? ownMs : Math.min(ownMs, budget - limits.deadlineMarginMs);
    if (allowedMs <= 0) return next(deadlinePassed());
    runWithWriteDeadline(arrived + allowedMs, next);
  };
}

/**
 * A body parser calls `next` from its stream's events, outside the request's context: this hands
 * it a `next` bound to that context, so that the write deadline reaches the handlers.
 */
export const inRequestContext =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) =>
    parser(req, res, AsyncResource.bind(next));
