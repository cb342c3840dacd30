import { setTimeout as delay } from 'node:timers/promises';

import type { Request } from 'express';

import { messages } from '../../../../shared/validation/messages.ts';
import type { RateLimiterStore } from '../../../cluster/rateLimiterStore.ts';
import type { Limits } from '../../../config.ts';
import { HttpError } from '../../express/HttpError.ts';
import { anonymousBudget } from './anonymousBudget.ts';
import { proofOfWork } from './proofOfWork.ts';

/** The code of the 428 answer that carries a challenge; the GraphQL layer passes it on as is. */
export const challengeRequiredCode = 'CHALLENGE_REQUIRED';

/** Where a caller sends a solved challenge: this field of the JSON body (base64 ALTCHA payload). */
export const solutionField = 'altcha';

const solutionOf = (req: Request): unknown =>
  typeof req.body === 'object' && req.body !== null
    ? (req.body as Record<string, unknown>)[solutionField]
    : undefined;

/**
 * Anonymous password work (registrations, unknown-email checks) under a site-wide budget; past it,
 * such a request needs a solved proof-of-work challenge, and is answered 428 with a fresh one
 * until it brings one. Without pressure nobody is asked for anything.
 */
export function challengeGate(limits: Limits, limiters: RateLimiterStore, secret: string) {
  const budget = anonymousBudget(limiters, limits.anonymousHashingPerMinute);
  const pow = proofOfWork(limits, limiters, secret);

  async function challengeRequired(): Promise<HttpError> {
    return new HttpError(428, messages.challenge.required, {
      code: challengeRequiredCode,
      challenge: await pow.create(),
    });
  }

  return {
    /**
     * Lets anonymous work through: from the budget while it lasts, else with a solved challenge.
     * A refusal waits `padMs` first, so that it takes as long as the check it stands in for.
     */
    async admit(req: Request, padMs = 0): Promise<void> {
      if (await budget.take()) return;
      if (await pow.solves(solutionOf(req))) return;
      if (padMs > 0) await delay(padMs);
      throw await challengeRequired();
    },
    /**
     * A failed sign-in of an existing account, under pressure, answers as an unknown email's
     * would: the answer must not tell which emails have accounts.
     */
    async requireUnderPressure(req: Request): Promise<void> {
      if (!(await budget.spent())) return;
      if (await pow.solves(solutionOf(req))) return;
      throw await challengeRequired();
    },
  };
}
