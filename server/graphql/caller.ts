import type { Request } from 'express';

import type { Caller } from './datasources/restClient.ts';

/** The token of an `Authorization: Bearer …` header; the only place that header is read for it. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
}

/** The visitor's address (`req.ip`, which honours TRUST_PROXY). */
export const visitorAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? '';

/** Who a request comes from, as every REST call made for it says. */
export const callerOf = (req: Request): Caller => ({
  token: bearerToken(req),
  visitorIp: visitorAddress(req),
});
