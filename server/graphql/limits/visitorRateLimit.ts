import type { RequestHandler } from 'express';
import { BurstyRateLimiter, RateLimiterRes } from 'rate-limiter-flexible';

import { messages } from '../../../shared/validation/messages.ts';
import type { RateLimiterStore } from '../../cluster/rateLimiterStore.ts';
import type { AddressKey } from '../../privacy/addressKey.ts';
import { visitorAddress } from '../caller.ts';
import { errorBody } from '../errors.ts';

export interface VisitorRateLimit {
  /** Requests per second per visitor address; 0 turns the limit off. */
  perSecond: number;
  /** Requests per 10 seconds allowed on top of the steady rate. */
  burst: number;
}

/**
 * A limit on `/graphql` sized for scripts, not people: a visitor clicking and typing fast (a search
 * suggestion on every keystroke) stays far below it. Visitors are told apart by the address the
 * GraphQL context uses (`req.ip`, which honours TRUST_PROXY), counted under its key (IPv6 by /56
 * prefix, like the REST limits). Over it: HTTP 429 with `Retry-After` and a RATE_LIMITED error,
 * before the body is read.
 */
export function visitorRateLimit(
  limit: VisitorRateLimit,
  store: RateLimiterStore,
  addressKey: AddressKey,
): RequestHandler {
  if (limit.perSecond === 0) return (_req, _res, next) => next();
  const steady = store.limiter('graphql.steady', { points: limit.perSecond, durationSeconds: 1 });
  const limiter =
    limit.burst > 0
      ? new BurstyRateLimiter(
          steady,
          store.limiter('graphql.burst', { points: limit.burst, durationSeconds: 10 }),
        )
      : steady;
  return (req, res, next) => {
    const visitor = addressKey(visitorAddress(req));
    limiter.consume(visitor).then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        res.status(429).json(errorBody('RATE_LIMITED', messages.tooManyRequests));
      },
    );
  };
}
