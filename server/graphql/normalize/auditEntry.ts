import type { AuditEntryAnswer, AuditLogAnswer } from '../datasources/auditApi.ts';
import { count } from './lists.ts';

function detailsObject(details: unknown): Record<string, unknown> {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function detailText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** An entry's details as name and text pairs; a list becomes `a, b`, anything nested is left out. */
export function auditDetails(details: unknown): Array<{ name: string; value: string }> {
  return Object.entries(detailsObject(details)).flatMap(([name, raw]) => {
    const value = detailText(raw);
    return value === undefined ? [] : [{ name, value }];
  });
}

const toAuditEntry = (entry: AuditEntryAnswer) => ({
  id: entry.id,
  actorId: entry.actor_id,
  actorEmail: entry.actor_email,
  actorRole: entry.actor_role,
  action: entry.action,
  targetType: entry.target_type,
  targetId: entry.target_id ?? null,
  targetLabel: entry.target_label ?? '',
  details: auditDetails(entry.details),
  ip: entry.ip,
  createdAt: entry.created_at,
});

/** `audit_log.php`'s answer in the API's camelCase shape. */
export const toAuditLogPage = (answer: AuditLogAnswer) => ({
  entries: answer.entries.map(toAuditEntry),
  totalCount: count(answer.total),
  actors: answer.actors,
});
