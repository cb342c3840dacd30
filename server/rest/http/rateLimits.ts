import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { tooManyRequests } from './HttpError.ts';
import { securityEvent } from './securityLog.ts';

/** A per-visitor limit that answers 429 with Retry-After and the product's error shape. */
export function perVisitorLimit(options: {
  limit: number;
  windowMs: number;
  clientIp: (req: Request) => string;
  log: Logger;
  methods?: string[];
}): RequestHandler {
  const methods = options.methods ?? ['POST'];
  return rateLimit({
    limit: options.limit,
    windowMs: options.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !methods.includes(req.method),
    keyGenerator: (req) => ipKeyGenerator(options.clientIp(req)),
    handler: (req, res, _next, limiter) => {
      securityEvent(options.log, req, 'limit.exceeded', { ip: options.clientIp(req), status: 429 });
      res.status(limiter.statusCode).json({ error: 'Too many requests. Please try again later.' });
    },
  });
}

type Taken = { ok: true } | { ok: false; msBeforeNext: number };

/** Takes one point, or gives the refused point straight back so that a refusal counts for nothing. */
export async function takePoint(limiter: RateLimiterMemory, key: string): Promise<Taken> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    await limiter.reward(key, 1);
    return { ok: false, msBeforeNext: rejection.msBeforeNext };
  }
}

/**
 * Budgets of attempts per key (per user, per address, ...) in fixed windows, checked together
 * inside a handler: an attempt takes a point from every budget, or from none and answers 429 with
 * Retry-After. Used where one endpoint has actions with different costs (`account.php`).
 */
export function attemptLimiter<K extends string>(
  budgets: Record<K, { points: number; windowSeconds: number }>,
  log: Logger,
) {
  const names = Object.keys(budgets) as K[];
  const limiters = new Map(
    names.map((name) => [
      name,
      new RateLimiterMemory({ points: budgets[name].points, duration: budgets[name].windowSeconds }),
    ]),
  );

  return async function take(
    req: Request,
    keys: Record<K, string>,
    details: { userId?: number; ip?: string },
  ) {
    const taken: K[] = [];
    for (const name of names) {
      const point = await takePoint(limiters.get(name) as RateLimiterMemory, keys[name]);
      if (point.ok) {
        taken.push(name);
        continue;
      }
      // A refused attempt counts against no budget, the refusing one included.
      for (const done of taken) await (limiters.get(done) as RateLimiterMemory).reward(keys[done], 1);
      securityEvent(log, req, 'limit.exceeded', { ...details, status: 429 });
      throw tooManyRequests(point.msBeforeNext / 1000);
    }
  };
}
