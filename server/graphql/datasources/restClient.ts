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
import {
  apiError,
  fromRestAnswer,
  invalidResponseMessage,
  outcomeUnknownError,
  unavailableError,
} from '../errors.ts';
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
  /** Sent as `Idempotency-Key`: the REST service writes a repeat of this call only once. */
  idempotencyKey?: string;
  /** The anonymous visitor's id (`gv_visitor` cookie), sent as `X-Visitor-Id`, never in the URL. */
  visitorId?: string;
  /**
   * A read that revalidates the copy whose ETag is given (`If-None-Match`): it answers `notModified`
   * (304), or a `TaggedBody` with the new ETag. See `requestTagged`.
   */
  conditional?: { etag: string | undefined };
}

/** What a call with `ifNoneMatch` answers when the service says the copy is current (304). */
export const notModified = Symbol('not modified');

/** A body with the ETag the service gave it (`requestTagged`). */
export interface TaggedBody<T> {
  body: T;
  etag: string | undefined;
}

/** The production PHP host answers 500 with this text when its hourly connection cap is reached. */
class RateLimitAnswer extends Error {}
/**
 * The service is down: unreachable, too slow, cut off, or answering 503 (502 or 504 from a proxy in
 * front of it). Only these count towards the circuit breaker. `afterSending`: the request may have
 * reached the service (it timed out or was cut off after it was sent, or a proxy gave up on it).
 */
class UpstreamDown extends Error {
  readonly afterSending: boolean;

  constructor(message: string, afterSending: boolean) {
    super(message);
    this.afterSending = afterSending;
  }
}
/**
 * A server error for this one call (a 500): never counted, since one caller's input may cause it.
 * The service may have written before it failed.
 */
class UpstreamError extends Error {
  readonly afterSending: boolean;

  constructor(message: string, afterSending: boolean) {
    super(message);
    this.afterSending = afterSending;
  }
}
/** The call waited for a free connection until its deadline passed. */
class QueueTimeout extends Error {}

const downStatuses = new Set([502, 503, 504]);

/** Errors of a connection that was never made: nothing of the request reached the service. */
const notConnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function neverConnected(error: unknown): boolean {
  // Duck-typed: fetch's errors may come from another realm than this module's Error.
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth++) {
    const { code, cause: next } = cause as { code?: unknown; cause?: unknown };
    if (notConnectedCodes.has(String(code))) return true;
    cause = next;
  }
  return false;
}

/** A write that is not safe to send twice: a POST without an idempotency key. */
const isUnkeyedPost = (request: RestRequest) => request.method === 'POST' && !request.idempotencyKey;
const isWrite = (request: RestRequest) => (request.method ?? 'GET') !== 'GET';

/** The header with which the REST service learns how long this call will still be waited for. */
const requestTimeoutHeader = 'x-request-timeout';

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
      const leftMs = Math.max(1, Math.floor(budgetMs - (performance.now() - askedAt)));
      return breaker.execute(() => observed(path, request, caller, deadline, leftMs));
    });
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        if (!started) reject(new QueueTimeout());
      };
      deadline.addEventListener('abort', giveUp, { once: true });
      run.then(resolve, reject).finally(() => deadline.removeEventListener('abort', giveUp));
    });
  }

  async function observed(
    path: string,
    request: RestRequest,
    caller: Caller,
    signal: AbortSignal,
    leftMs: number,
  ) {
    const started = performance.now();
    let outcome: UpstreamOutcome = 'ok';
    try {
      return await once(path, request, caller, signal, leftMs);
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
    leftMs: number,
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
    // The service answers 503, with nothing written, rather than commit after this call gave up.
    headers[requestTimeoutHeader] = String(leftMs);
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    if (request.visitorId) headers['x-visitor-id'] = request.visitorId;
    if (request.conditional?.etag) headers['if-none-match'] = request.conditional.etag;
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
    } catch (error) {
      const sent = signal.aborted || !neverConnected(error);
      // A save that outlasts its own, longer deadline is one caller's slow work, not an outage.
      if (request.multipart && signal.aborted) throw new UpstreamError('save too slow', true);
      throw new UpstreamDown('unreachable or too slow', sent);
    }
    let bodyText: string;
    try {
      bodyText = await response.text();
    } catch {
      throw new UpstreamDown('answer cut off', true);
    }
    // 503 is the service's own "nothing was written"; a proxy's 502 or 504 tells nothing of that.
    if (downStatuses.has(response.status)) {
      throw new UpstreamDown(`status ${response.status}`, response.status !== 503);
    }
    if (response.status === 304 && request.conditional) return notModified;
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      if (response.status >= 500) throw new UpstreamError('server error', true);
      // A host without the endpoint answers its own 404 page, which is still a 404.
      if (response.status === 404) throw fromRestAnswer(404, undefined);
      throw apiError('UPSTREAM_UNAVAILABLE', invalidResponseMessage);
    }
    if (isRateLimitAnswer(response.status, body)) throw new RateLimitAnswer();
    if (response.status >= 500) throw new UpstreamError(`status ${response.status}`, true);
    if (response.status >= 300) {
      throw fromRestAnswer(response.status, body, response.headers.get('retry-after') ?? undefined);
    }
    if (!request.conditional) return body;
    return { body, etag: response.headers.get('etag') ?? undefined } satisfies TaggedBody<unknown>;
  }

  async function request<T>(path: string, request: RestRequest = {}, caller: Caller = {}): Promise<T> {
    try {
      // A POST without a key is never sent twice: the first may have been written.
      if (isUnkeyedPost(request)) return (await attempt(path, request, caller)) as T;
      return (await retryPolicy.execute(({ attempt: tries }) => {
        if (tries > 0) observer.upstreamRetry(path);
        return attempt(path, request, caller);
      })) as T;
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      const unknownOutcome =
        (error instanceof UpstreamDown || error instanceof UpstreamError) && error.afterSending;
      if (unknownOutcome && isWrite(request)) throw outcomeUnknownError(Boolean(request.idempotencyKey));
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
      requestTagged: <T>(path: string, etag: string | undefined) =>
        request<TaggedBody<T> | typeof notModified>(path, { conditional: { etag } }, caller),
    }),
  };
}

/** What the data sources call: the REST client bound to the caller of one request. */
export interface CallerRestClient {
  request<T>(path: string, request?: RestRequest): Promise<T>;
  /** A GET that answers `notModified` when the copy with this ETag is still current. */
  requestTagged<T>(path: string, etag: string | undefined): Promise<TaggedBody<T> | typeof notModified>;
}
