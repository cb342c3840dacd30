import type { Logger } from 'pino';

import { answerTexts } from '../../../shared/validation/answerTexts.ts';
import { hasErrorCode } from '../errors.ts';

/** The REST endpoints the community features need, which a foreign upstream may lack (SPEC 7 has none). */
export const communityEndpoints = {
  community: '/community.php',
  comments: '/comments.php',
  reports: '/reports.php',
} as const;

export type CommunityEndpoint = keyof typeof communityEndpoints;

/** What a probe of an endpoint found: there, missing (404), or nothing known (the service is down). */
export type ProbeResult = 'present' | 'missing' | 'unknown';

/** How long an endpoint found missing is taken as missing before a call tries it again. */
export const missingRecheckMs = 5 * 60_000;

/**
 * Whether a failure of a call to an endpoint says the endpoint is not there: a 404 with any text but
 * the one for a game that is not (an unknown game on an endpoint that exists).
 */
export const saysMissing = (error: unknown): boolean =>
  hasErrorCode(error, 'NOT_FOUND') && (error as Error).message !== answerTexts.gameNotFound;

interface State {
  result: ProbeResult;
  checkedAt: number;
}

/**
 * Which community endpoints the REST service has. Nothing is asked until a feature is used: a call
 * that answers 404 is followed by a probe (a request only a missing endpoint answers 404), and a
 * missing endpoint is then skipped (its feature falls back) for `recheckMs`, after which the next
 * call tries it again. Finding one missing logs one warning, not one per request.
 */
export function featureAvailability(options: {
  probe: (endpoint: CommunityEndpoint) => Promise<ProbeResult>;
  log: Logger;
  recheckMs?: number;
  now?: () => number;
}) {
  const { probe, log, recheckMs = missingRecheckMs, now = Date.now } = options;
  const states = new Map<CommunityEndpoint, State>();
  const probing = new Map<CommunityEndpoint, Promise<ProbeResult>>();
  let version = 0;

  function note(endpoint: CommunityEndpoint, result: ProbeResult): void {
    if (result === 'unknown') return;
    const before = states.get(endpoint)?.result;
    states.set(endpoint, { result, checkedAt: now() });
    if (before !== result) version += 1;
    if (result === 'missing' && before !== 'missing') {
      log.warn(
        { endpoint: communityEndpoints[endpoint] },
        'The REST service has no %s: its community features are off, and checked again every few minutes',
        communityEndpoints[endpoint],
      );
    } else if (result === 'present' && before === 'missing') {
      log.info(
        { endpoint: communityEndpoints[endpoint] },
        'The REST service now has %s',
        communityEndpoints[endpoint],
      );
    }
  }

  /** One probe at a time per endpoint; every caller waiting on it shares its answer. */
  function check(endpoint: CommunityEndpoint): Promise<ProbeResult> {
    let running = probing.get(endpoint);
    if (!running) {
      running = probe(endpoint)
        .catch((): ProbeResult => 'unknown')
        .then((result) => {
          note(endpoint, result);
          return result;
        })
        .finally(() => probing.delete(endpoint));
      probing.set(endpoint, running);
    }
    return running;
  }

  const skipped = (endpoint: CommunityEndpoint) => {
    const state = states.get(endpoint);
    return state?.result === 'missing' && now() - state.checkedAt < recheckMs;
  };

  return {
    /**
     * `call` unless the endpoint is known to be missing; `fallback` when it is, or when the call's
     * 404 turns out to mean so. Any other failure is the call's own.
     */
    async guard<T>(
      endpoint: CommunityEndpoint,
      call: () => Promise<T>,
      fallback: () => T | Promise<T>,
    ): Promise<T> {
      if (skipped(endpoint)) return fallback();
      try {
        const answer = await call();
        if (states.get(endpoint)?.result !== 'present') note(endpoint, 'present');
        return answer;
      } catch (error) {
        if (!saysMissing(error)) throw error;
        const recent = states.get(endpoint);
        // An endpoint seen a moment ago answered 404 for its own reasons (a comment that is gone).
        if (recent?.result === 'present' && now() - recent.checkedAt < recheckMs) throw error;
        if ((await check(endpoint)) === 'missing') return fallback();
        throw error;
      }
    },
    /** Moves whenever an endpoint is found there or missing: answers built on `has` change then. */
    version: (): number => version,
    /** Whether the endpoint is there, probing it when nothing is known yet (or it was missing a while ago). */
    async has(endpoint: CommunityEndpoint): Promise<boolean> {
      const state = states.get(endpoint);
      if (state?.result === 'present') return true;
      if (skipped(endpoint)) return false;
      return (await check(endpoint)) !== 'missing';
    },
  };
}

export type FeatureAvailability = ReturnType<typeof featureAvailability>;
