import { createHash } from 'node:crypto';

import type { Request } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import type { Viewer } from '../auth/viewer.ts';
import { badRequest } from '../express/HttpError.ts';

/** The header the GraphQL layer forwards the visitor's cookie in (never a URL: URLs are logged). */
export const visitorHeader = 'X-Visitor-Id';

/** A random id made by the GraphQL layer: base64url, 22 to 64 characters. */
const visitorIdShape = /^[A-Za-z0-9_-]{22,64}$/;

/** Who a count belongs to; `key` is what the tables store. */
export type Visitor = { kind: 'account'; userId: number; key: string } | { kind: 'anonymous'; key: string };

const headerError = (message: string) => badRequest(message, { fields: { [visitorHeader]: message } });

/** Only a hash of the visitor id is kept: a leaked table names no browser's cookie. */
export function anonymousKey(visitorId: string): string {
  return `v:${createHash('sha256').update(visitorId).digest('hex').slice(0, 32)}`;
}

export const accountKey = (userId: number) => `u:${userId}`;

export const accountVisitor = (userId: number): Visitor => ({
  kind: 'account',
  userId,
  key: accountKey(userId),
});

/** The request's anonymous visitor key; undefined without the header, 400 when it is malformed. */
export function anonymousKeyOf(req: Request): string | undefined {
  const value = req.get(visitorHeader);
  if (value === undefined) return undefined;
  if (!visitorIdShape.test(value)) throw headerError(messages.community.visitorIdInvalid);
  return anonymousKey(value);
}

/** The signed-in account, else the visitor id's key; undefined when the request has neither. */
export function visitorOf(req: Request, viewer: Viewer | null): Visitor | undefined {
  const anonymous = anonymousKeyOf(req);
  if (viewer) return accountVisitor(viewer.id);
  return anonymous === undefined ? undefined : { kind: 'anonymous', key: anonymous };
}

/** As `visitorOf`, for actions that count once per visitor: 400 when there is no visitor. */
export function requireVisitor(req: Request, viewer: Viewer | null): Visitor {
  const visitor = visitorOf(req, viewer);
  if (!visitor) throw headerError(messages.community.visitorRequired);
  return visitor;
}

/** The visitor id's key, required (`claim-visitor`). */
export function requireAnonymousKey(req: Request): string {
  const key = anonymousKeyOf(req);
  if (key === undefined) throw headerError(messages.community.visitorRequired);
  return key;
}
