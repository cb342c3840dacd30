import type { RequestHandler, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { viewerOf } from '../auth/viewer.ts';
import type { RestContext } from '../context.ts';
import { HttpError } from '../express/HttpError.ts';
import { withoutWriteDeadline, writeTimeLeft } from '../writeDeadline/writeDeadline.ts';
import { idempotencyKeyOf, replayedHeader } from './idempotencyKey.ts';
import { requestFingerprint } from './requestFingerprint.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Calls `keep` with the answer's status and JSON body before it goes out; the answer leaves once
 * `keep` has settled, so that a repeat sent right after it finds the answer stored.
 */
function beforeAnswer(res: Response, keep: (status: number, body: string) => Promise<void>): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const status = res.statusCode;
    void keep(status, JSON.stringify(body)).finally(() => json(body));
    return res;
  };
}

/**
 * Writes sent with an `Idempotency-Key` (docs/api.md, "Repeated writes"): the first request's
 * successful answer is kept for `idempotencyKeyTtlMs` and a repeat with the same key and the same
 * request gets it again, marked `Idempotent-Replayed: true`, without writing again. The same key
 * with another request is refused with 422, and while the first is still running with 409. An
 * answer other than a success gives the key up, so that the request can be sent again. Goes after
 * the route's authorization and body parser (the body is part of what is compared).
 */
export function idempotentWrites(ctx: RestContext): RequestHandler {
  const { idempotencyKeyTtlMs } = ctx.config.limits;
  return async (req, res, next) => {
    const key = idempotencyKeyOf(req);
    if (key === undefined) return next();
    const viewer = viewerOf(res);
    const scope = viewer ? `user:${viewer.id}` : `ip:${ctx.addressKey(req)}`;
    const started = Date.now();
    const claimed = await ctx.idempotency.claim({
      scope,
      key,
      fingerprint: await requestFingerprint(req, ctx.config.jwtSecret),
      now: iso(started),
      lockedUntil: iso(started + Math.min(writeTimeLeft(), idempotencyKeyTtlMs)),
      expiresAt: iso(started + idempotencyKeyTtlMs),
    });
    if (claimed.kind === 'otherRequest') throw new HttpError(422, messages.idempotency.keyReused);
    if (claimed.kind === 'inFlight') {
      throw new HttpError(409, messages.idempotency.inFlight, {}, { 'Retry-After': '1' });
    }
    if (claimed.kind === 'answered') {
      res.status(claimed.status).set(replayedHeader, 'true').type('json').send(claimed.body);
      return;
    }
    beforeAnswer(res, async (status, body) => {
      // The write is over: keeping or giving up its key must not be refused by its deadline.
      if (status >= 200 && status < 300) {
        await withoutWriteDeadline(() => ctx.idempotency.answer(scope, key, status, body)).catch(
          (error: unknown) =>
            ctx.log.error({ err: error }, 'could not store the answer of an idempotent write'),
        );
        return;
      }
      // Not awaited: the lock the write could not get may still be held, and the answer must not wait.
      ctx.background.run('idempotency.release', () => ctx.idempotency.release(scope, key));
    });
    next();
  };
}
