import {
  circuitBreaker,
  ConsecutiveBreaker,
  ConstantBackoff,
  handleWhen,
  retry,
  wrap,
  BrokenCircuitError,
} from 'cockatiel';
import { GraphQLError } from 'graphql';
import { apiError, fromRestAnswer, rateLimitedMessage, upstreamUnavailableMessage } from '../errors.ts';

export interface RestClientOptions {
  /** A function when the address is known only once the server listens (its own `/api`). */
  baseUrl: string | (() => string);
  gatewayKey: string;
  timeoutMs?: number;
  /** The wait before retrying a `max_connections_per_hour` answer (SPEC 8: 5000 ms, 3 retries). */
  rateLimitRetryDelayMs?: number;
  rateLimitRetries?: number;
  /** Consecutive failures that open the circuit, and how long it stays open. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
}

export interface Caller {
  token?: string;
  visitorIp?: string;
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
  /** Longer than the default for saves that upload and re-encode images. */
  timeoutMs?: number;
}

/** The production PHP host answers 500 with this text when its hourly connection cap is reached. */
class RateLimitAnswer extends Error {}
/** The service could not be reached or answered with a server error. */
class UpstreamFailure extends Error {}

const isRateLimitAnswer = (status: number, body: unknown) =>
  status === 500 && JSON.stringify(body ?? '').includes('max_connections_per_hour');

/**
 * The only HTTP client of the GraphQL layer: keep-alive connections (Node's fetch), a timeout, no
 * redirects, the caller's token and address forwarded, the rate-limit retry of SPEC 8 and a
 * circuit breaker that fails fast while the service is down and closes again by itself.
 */
export function createRestClient(options: RestClientOptions) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const retryPolicy = retry(
    handleWhen((error) => error instanceof RateLimitAnswer),
    {
      maxAttempts: options.rateLimitRetries ?? 3,
      backoff: new ConstantBackoff(options.rateLimitRetryDelayMs ?? 5000),
    },
  );
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof UpstreamFailure),
    {
      halfOpenAfter: options.breakerCooldownMs ?? 10_000,
      breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
    },
  );
  const policy = wrap(retryPolicy, breaker);

  async function once(path: string, request: RestRequest, caller: Caller): Promise<unknown> {
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    const url = new URL(base.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.visitorIp) {
      headers['x-forwarded-for'] = caller.visitorIp;
      headers['x-gateway-key'] = options.gatewayKey;
    }
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
        redirect: 'manual',
        signal: AbortSignal.timeout(request.timeoutMs ?? timeoutMs),
      });
    } catch {
      throw new UpstreamFailure('unreachable or too slow');
    }
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch {
      throw new UpstreamFailure('answer cut off');
    }
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      if (response.status >= 500) throw new UpstreamFailure('server error');
      throw apiError('UPSTREAM_UNAVAILABLE', 'Invalid response format from server');
    }
    if (isRateLimitAnswer(response.status, body)) throw new RateLimitAnswer();
    if (response.status >= 500) throw new UpstreamFailure(`status ${response.status}`);
    if (response.status >= 300) throw fromRestAnswer(response.status, body);
    return body;
  }

  return {
    async request<T>(path: string, request: RestRequest = {}, caller: Caller = {}): Promise<T> {
      try {
        return (await policy.execute(() => once(path, request, caller))) as T;
      } catch (error) {
        if (error instanceof GraphQLError) throw error;
        if (error instanceof RateLimitAnswer) throw apiError('RATE_LIMITED', rateLimitedMessage);
        if (error instanceof UpstreamFailure || error instanceof BrokenCircuitError) {
          throw apiError('UPSTREAM_UNAVAILABLE', upstreamUnavailableMessage);
        }
        throw error;
      }
    },
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
