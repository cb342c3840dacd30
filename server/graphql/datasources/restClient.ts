import {
  BrokenCircuitError,
  bulkhead,
  BulkheadRejectedError,
  circuitBreaker,
  ConsecutiveBreaker,
  ConstantBackoff,
  handleWhen,
  retry,
} from 'cockatiel';
import { GraphQLError } from 'graphql';

import { answerTexts } from '../../../shared/validation/answerTexts.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { apiError, fromRestAnswer, invalidResponseMessage, unavailableError } from '../errors.ts';
import type { GraphqlObserver, UpstreamOutcome } from '../observer.ts';
import { quietObserver } from '../observer.ts';
import type { MultipartBody } from '../uploads/multipartBody.ts';
import { postMultipart } from '../uploads/postMultipart.ts';

export interface RestClientOptions {
  /** A function when the address is known only once the server listens (its own `/api`). */
  baseUrl: string | (() => string);
  /**
   * Proves to the REST service that the visitor's address we forward is ours to name. Without a key
   * neither is sent: an upstream not configured to receive them never sees them.
   */
  gatewayKey?: string;
  timeoutMs?: number;
  /** The wait before retrying a `max_connections_per_hour` answer (SPEC 8: 5000 ms, 3 retries). */
  rateLimitRetryDelayMs?: number;
  rateLimitRetries?: number;
  /** Consecutive failures that open the circuit, and how long it stays open. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
  /** Calls running at once, and calls waiting for a free one; beyond both a call fails at once. */
  maxConcurrent?: number;
  maxQueued?: number;
  /** Told of each call, retry and breaker change (metrics). */
  observer?: Pick<GraphqlObserver, 'upstreamCall' | 'upstreamRetry' | 'breakerState'>;
  /**
   * Whether answers should come compressed: worth it over a network, not from the REST service in
   * this very process, where compressing a large list only costs time and memory.
   */
  compressedAnswers?: boolean;
}

export interface Caller {
  token?: string;
  visitorIp?: string;
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number>;
  json?: unknown;
  /** A multipart body whose files are streamed from disk (game saves); sent with node:http. */
  multipart?: MultipartBody;
  /** Longer than the default for saves that upload and re-encode images. */
  timeoutMs?: number;
}

/** The production PHP host answers 500 with this text when its hourly connection cap is reached. */
class RateLimitAnswer extends Error {}
/**
 * The service is down: unreachable, too slow, cut off, or answering 503 (502 or 504 from a proxy in
 * front of it). Only these count towards the circuit breaker.
 */
class UpstreamDown extends Error {}
/** A server error for this one call (a 500): never counted, since one caller's input may cause it. */
class UpstreamError extends Error {}
/** The call waited for a free connection until its deadline passed. */
class QueueTimeout extends Error {}

const downStatuses = new Set([502, 503, 504]);

function outcomeOf(error: unknown): UpstreamOutcome {
  if (error instanceof RateLimitAnswer) return 'rate_limited';
  if (error instanceof UpstreamDown) return 'down';
  if (error instanceof GraphQLError && error.extensions.code !== 'UPSTREAM_UNAVAILABLE') return 'refused';
  return 'server_error';
}

const isRateLimitAnswer = (status: number, body: unknown) =>
  status === 500 && JSON.stringify(body ?? '').includes('max_connections_per_hour');

/**
 * The only HTTP client of the GraphQL layer: keep-alive connections (Node's fetch), a timeout, no
 * redirects, the caller's token (and address, to an upstream given the gateway key), the rate-limit
 * retry of SPEC 8, a circuit breaker that fails fast while the service is down and closes again by
 * itself, and a bulkhead that bounds the calls in flight and waiting.
 */
export function createRestClient(options: RestClientOptions) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const cooldownMs = options.breakerCooldownMs ?? 10_000;
  const retryPolicy = retry(
    handleWhen((error) => error instanceof RateLimitAnswer),
    {
      maxAttempts: options.rateLimitRetries ?? 3,
      backoff: new ConstantBackoff(options.rateLimitRetryDelayMs ?? 5000),
    },
  );
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof UpstreamDown),
    { halfOpenAfter: cooldownMs, breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5) },
  );
  const observer = options.observer ?? quietObserver;
  let openedAt = 0;
  breaker.onBreak(() => {
    openedAt = Date.now();
    observer.breakerState('open');
  });
  breaker.onHalfOpen(() => observer.breakerState('half-open'));
  breaker.onReset(() => observer.breakerState('closed'));
  const slots = bulkhead(options.maxConcurrent ?? 32, options.maxQueued ?? 64);

  /**
   * One call, bounded by its deadline from the moment it asks for a connection. A call that waited
   * more than half its time for one gives up rather than start a call it can hardly finish.
   */
  function attempt(path: string, request: RestRequest, caller: Caller): Promise<unknown> {
    const budgetMs = request.timeoutMs ?? timeoutMs;
    const deadline = AbortSignal.timeout(budgetMs);
    const askedAt = performance.now();
    let started = false;
    const run = slots.execute(async () => {
      if (deadline.aborted || performance.now() - askedAt > budgetMs / 2) throw new QueueTimeout();
      started = true;
      // The breaker sees only calls that reached the service, never one refused for want of a slot.
      return breaker.execute(() => observed(path, request, caller, deadline));
    });
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        if (!started) reject(new QueueTimeout());
      };
      deadline.addEventListener('abort', giveUp, { once: true });
      run.then(resolve, reject).finally(() => deadline.removeEventListener('abort', giveUp));
    });
  }

  async function observed(path: string, request: RestRequest, caller: Caller, signal: AbortSignal) {
    const started = performance.now();
    let outcome: UpstreamOutcome = 'ok';
    try {
      return await once(path, request, caller, signal);
    } catch (error) {
      outcome = outcomeOf(error);
      throw error;
    } finally {
      observer.upstreamCall(path, outcome, (performance.now() - started) / 1000);
    }
  }

  async function once(
    path: string,
    request: RestRequest,
    caller: Caller,
    signal: AbortSignal,
  ): Promise<unknown> {
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    const url = new URL(base.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.compressedAnswers === false) headers['accept-encoding'] = 'identity';
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.visitorIp && options.gatewayKey) {
      headers['x-forwarded-for'] = caller.visitorIp;
      headers['x-gateway-key'] = options.gatewayKey;
    }
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = request.multipart
        ? await postMultipart(url, headers, request.multipart, signal)
        : await fetch(url, {
            method: request.method ?? 'GET',
            headers,
            body: request.json !== undefined ? JSON.stringify(request.json) : undefined,
            redirect: 'manual',
            signal,
          });
    } catch {
      // A save that outlasts its own, longer deadline is one caller's slow work, not an outage.
      if (request.multipart && signal.aborted) throw new UpstreamError('save too slow');
      throw new UpstreamDown('unreachable or too slow');
    }
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch {
      throw new UpstreamDown('answer cut off');
    }
    if (downStatuses.has(response.status)) throw new UpstreamDown(`status ${response.status}`);
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      if (response.status >= 500) throw new UpstreamError('server error');
      throw apiError('UPSTREAM_UNAVAILABLE', invalidResponseMessage);
    }
    if (isRateLimitAnswer(response.status, body)) throw new RateLimitAnswer();
    if (response.status >= 500) throw new UpstreamError(`status ${response.status}`);
    if (response.status >= 300) throw fromRestAnswer(response.status, body);
    return body;
  }

  async function request<T>(path: string, request: RestRequest = {}, caller: Caller = {}): Promise<T> {
    try {
      return (await retryPolicy.execute(({ attempt: tries }) => {
        if (tries > 0) observer.upstreamRetry(path);
        return attempt(path, request, caller);
      })) as T;
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      if (error instanceof RateLimitAnswer) throw apiError('RATE_LIMITED', messages.tooManyRequests);
      if (error instanceof UpstreamError) {
        throw apiError('UPSTREAM_UNAVAILABLE', answerTexts.serviceUnavailable);
      }
      if (error instanceof BrokenCircuitError) {
        throw unavailableError((openedAt + cooldownMs - Date.now()) / 1000);
      }
      // Down, or every connection busy: the service cannot take this call now.
      if (
        error instanceof UpstreamDown ||
        error instanceof BulkheadRejectedError ||
        error instanceof QueueTimeout
      ) {
        throw unavailableError(1);
      }
      throw error;
    }
  }

  return {
    request,
    /** The client as one caller uses it: their token and address go with every call. */
    forCaller: (caller: Caller): CallerRestClient => ({
      request: <T>(path: string, callerRequest?: RestRequest) => request<T>(path, callerRequest, caller),
    }),
  };
}

/** What the data sources call: the REST client bound to the caller of one request. */
export interface CallerRestClient {
  request<T>(path: string, request?: RestRequest): Promise<T>;
}
