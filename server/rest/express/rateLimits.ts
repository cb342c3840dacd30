import type { Request, RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { messages } from '../../../shared/validation/messages.ts';
import type { RateLimiterStore } from '../../cluster/rateLimiterStore.ts';
import { tooManyRequests } from './HttpError.ts';
import { securityEvent } from './securityLog.ts';

/** express-rate-limit counting in a rate-limiter-flexible limiter (memory, or Redis for all instances). */
function flexibleStore(limiter: RateLimiterAbstract): Store {
  return {
    localKeys: false,
    async increment(key) {
      const counted = await limiter.penalty(key, 1);
      return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) };
    },
    async decrement(key) {
      await limiter.reward(key, 1);
    },
    async resetKey(key) {
      await limiter.delete(key);
    },
  };
}

/** A per-visitor limit that answers 429 with Retry-After and the product's error shape. */
export function perVisitorLimit(options: {
  /** Unique across the product: the limit's keys in a shared store. */
  name: string;
  store: RateLimiterStore;
  limit: number;
  windowMs: number;
  /** The caller's address, for the security log. */
  clientIp: (req: Request) => string;
  /** What the limit counts under: the caller's address key (a keyed hash of the address). */
  addressKey: (req: Request) => string;
  log: Logger;
  methods?: string[];
}): RequestHandler {
  const methods = options.methods ?? ['POST'];
  const limiter = options.store.limiter(options.name, {
    points: options.limit,
    durationSeconds: Math.ceil(options.windowMs / 1000),
  });
  return rateLimit({
    limit: options.limit,
    windowMs: options.windowMs,
    store: flexibleStore(limiter),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !methods.includes(req.method),
    keyGenerator: (req) => options.addressKey(req),
    handler: (req, res, _next, limiter) => {
      securityEvent(options.log, req, 'limit.exceeded', { ip: options.clientIp(req), status: 429 });
      res.status(limiter.statusCode).json({ error: messages.tooManyRequests });
    },
  });
}

type Taken = { ok: true } | { ok: false; msBeforeNext: number };

/** Takes one point, or gives the refused point straight back so that a refusal counts for nothing. */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<Taken> {
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
  store: RateLimiterStore,
  /** Unique across the product; each budget counts under `name.budget`. */
  name: string,
  budgets: Record<K, { points: number; windowSeconds: number }>,
  log: Logger,
) {
  const names = Object.keys(budgets) as K[];
  const limiters = new Map(
    names.map((budget) => [
      budget,
      store.limiter(`${name}.${budget}`, {
        points: budgets[budget].points,
        durationSeconds: budgets[budget].windowSeconds,
      }),
    ]),
  );

  return async function take(
    req: Request,
    keys: Record<K, string>,
    details: { userId?: number; ip?: string },
  ) {
    const taken: K[] = [];
    for (const name of names) {
      const point = await takePoint(limiters.get(name) as RateLimiterAbstract, keys[name]);
      if (point.ok) {
        taken.push(name);
        continue;
      }
      // A refused attempt counts against no budget, the refusing one included.
      for (const done of taken) await (limiters.get(done) as RateLimiterAbstract).reward(keys[done], 1);
      securityEvent(log, req, 'limit.exceeded', { ...details, status: 429 });
      throw tooManyRequests(point.msBeforeNext / 1000);
    }
  };
}

/** The callers a caller-and-address budget needs: who asks (if signed in) and from where. */
interface BudgetContext {
  limiters: RateLimiterStore;
  log: Logger;
  clientIp: (req: Request) => string;
  addressKey: (req: Request) => string;
}

/**
 * One budget of `points` per `windowSeconds` for each account and, apart, for each address (both
 * in the context's limiter store: Redis when configured). A signed-out caller counts against its
 * address twice over, which costs nothing: both budgets are the same size. Answers 429 with
 * Retry-After when either is spent; a refused attempt takes no point.
 */
export function accountAndAddressBudget(
  ctx: BudgetContext,
  /** Unique across the product. */
  name: string,
  budget: { points: number; windowSeconds: number },
) {
  const take = attemptLimiter(ctx.limiters, name, { account: budget, address: budget }, ctx.log);
  return (req: Request, userId: number | undefined): Promise<void> => {
    const address = ctx.addressKey(req);
    const account = userId === undefined ? `address:${address}` : `user:${userId}`;
    return take(req, { account, address }, { userId, ip: ctx.clientIp(req) });
  };
}
