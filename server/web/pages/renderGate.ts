import { bulkhead, isBulkheadRejectedError } from 'cockatiel';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';

export interface RenderLimits {
  /** Server renders running at once; each holds the one core for tens of milliseconds. */
  concurrent: number;
  /** Renders waiting for a slot; beyond them a visitor gets the page rendered in the browser. */
  queued: number;
  /** Renders (pages not kept) one visitor may cause per minute; 0: no limit. */
  perVisitorPerMinute: number;
}

/** Why a page was not rendered on the server, and when to ask again. */
export interface RenderRefused {
  refused: true;
  retryAfterSeconds: number;
}

/**
 * What stands between an anonymous request and a server render, which only a cache miss costs:
 * a budget per visitor, so that one client cannot spend the core on addresses no one asks for
 * twice, and a bulkhead, so that many clients together cannot queue renders without end.
 */
export function renderGate(limits: RenderLimits, budget: RateLimiterAbstract | undefined) {
  const slots = bulkhead(limits.concurrent, limits.queued);
  return async function gated<T>(
    visitor: string,
    render: (signal: AbortSignal) => Promise<T>,
    signal: AbortSignal,
  ): Promise<T | RenderRefused> {
    try {
      await budget?.consume(visitor);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    try {
      return await slots.execute(({ signal: slotSignal }) => render(slotSignal), signal);
    } catch (error) {
      if (isBulkheadRejectedError(error)) return { refused: true, retryAfterSeconds: 1 };
      throw error;
    }
  };
}

export const wasRefused = (outcome: unknown): outcome is RenderRefused =>
  typeof outcome === 'object' && outcome !== null && 'refused' in outcome;
