import type { Request } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { badRequest } from '../express/HttpError.ts';

export const idempotencyKeyHeader = 'Idempotency-Key';
/** Set on an answer that repeats the stored answer of an earlier request with the same key. */
export const replayedHeader = 'Idempotent-Replayed';

const keyShape = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The request's `Idempotency-Key`, if it has one. The IETF draft sends it as a structured-field
 * string (in double quotes); a bare token is taken too. A key of another shape is refused.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.get(idempotencyKeyHeader);
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  if (!keyShape.test(key)) throw badRequest(messages.idempotency.invalidKey);
  return key;
}
