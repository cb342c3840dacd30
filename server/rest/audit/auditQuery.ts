import type { Request } from 'express';

import { auditActions, isAuditAction } from '../../../shared/audit/auditActions.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { badRequest } from '../express/HttpError.ts';
import { queryParam } from '../express/requestParams.ts';
import type { AuditQuery } from '../repositories/auditRepository.ts';
import { asId, digitsToNumber, maxId } from '../validation/ids.ts';

const defaultAuditPageSize = 50;
const maxAuditPageSize = 100;

const refused = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

/** A query parameter, with an empty value read as none (the console's "All" choices). */
const given = (req: Request, name: string) => {
  const value = queryParam(req, name);
  return value === '' ? undefined : value;
};

function wholeNumber(req: Request, name: string, fallback: number, min: number, max: number): number {
  const value = given(req, name);
  if (value === undefined) return fallback;
  const number = digitsToNumber(value);
  if (typeof number !== 'number' || number < min || number > max) {
    throw refused(name, `${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

/** `offset`, `limit`, `actor_id` and `action` of `GET audit_log.php`; each wrong one is a 400 that names it. */
export function auditQuery(req: Request): AuditQuery {
  const offset = wholeNumber(req, 'offset', 0, 0, maxId);
  const limit = wholeNumber(req, 'limit', defaultAuditPageSize, 1, maxAuditPageSize);
  const actor = given(req, 'actor_id');
  const actorId = actor === undefined ? undefined : asId(actor);
  if (actor !== undefined && actorId === undefined)
    throw refused('actor_id', messages.notWholeNumber('actor_id'));
  const action = given(req, 'action');
  if (action !== undefined && !isAuditAction(action)) {
    throw refused('action', `action must be one of ${auditActions.join(', ')}`);
  }
  return { offset, limit, actorId, action };
}
