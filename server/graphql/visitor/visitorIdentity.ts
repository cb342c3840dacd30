import type { Request } from 'express';

import { bearerToken } from '../caller.ts';
import { uncountedRequest } from './uncountedRequest.ts';
import { newVisitorId, visitorCookie, visitorIdFrom } from './visitorCookie.ts';

/** Who a request is for the community features: the account, or the anonymous visitor's cookie. */
export interface VisitorIdentity {
  /** The visitor id the request's cookie holds, if any (nothing is issued); the answer is the visitor's. */
  current(): string | undefined;
  /**
   * The id to send as `X-Visitor-Id`: the cookie's, or a new one this answer issues (`Set-Cookie`).
   * Undefined for a signed-in caller, whom the REST service knows by the token.
   */
  forCounting(): string | undefined;
  /** A crawler, link-preview fetcher or prefetch: its views are not counted. */
  readonly uncounted: boolean;
  /** The request carries a bearer token. */
  readonly signedIn: boolean;
  /** Headers the answer must carry: the cookie when one was issued; no storing once the visitor mattered. */
  answerHeaders(): Record<string, string>;
}

export function visitorIdentity(req: Request): VisitorIdentity {
  const existing = visitorIdFrom(req.get('cookie'));
  const signedIn = bearerToken(req) !== undefined;
  let issued: string | undefined;
  let used = false;
  return {
    current() {
      used = true;
      return existing;
    },
    uncounted: uncountedRequest(req),
    signedIn,
    forCounting() {
      used = true;
      if (signedIn) return undefined;
      if (existing) return existing;
      issued ??= newVisitorId();
      return issued;
    },
    answerHeaders() {
      const headers: Record<string, string> = {};
      if (issued) headers['set-cookie'] = visitorCookie(issued, req.secure);
      if (used) headers['cache-control'] = 'private, no-store';
      return headers;
    },
  };
}
