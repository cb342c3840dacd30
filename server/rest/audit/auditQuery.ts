import type { Request } from 'express';

import { auditActions, isAuditAction } from '../../../shared/audit/auditActions.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { refusedField as refused } from '../express/HttpError.ts';
import { givenParam as given, wholeNumberParam } from '../express/requestParams.ts';
import type { AuditQuery } from '../repositories/auditRepository.ts';
import { asId, maxId } from '../validation/ids.ts';

const defaultAuditPageSize = 50;
const maxAuditPageSize = 100;

/** `offset`, `limit`, `actor_id` and `action` of `GET audit_log.php`; each wrong one is a 400 that names it. */
export function auditQuery(req: Request): AuditQuery {
  const offset = wholeNumberParam(req, 'offset', { fallback: 0, min: 0, max: maxId });
  const limit = wholeNumberParam(req, 'limit', {
    fallback: defaultAuditPageSize,
    min: 1,
    max: maxAuditPageSize,
  });
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
