import type { Kysely } from 'kysely';

import type { AuditAction, AuditTargetType } from '../../../shared/audit/auditActions.ts';
import type { Database, Role } from '../db/schema.ts';

/** Flat values only: names of changed fields, roles, slugs. Never a password or a token. */
export type AuditDetails = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface AuditActor {
  id: number;
  email: string;
  role: Role;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: number | null;
  /** What a reader recognises it by: a game's title, a user's email. */
  label: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  details?: AuditDetails;
  ip: string;
  at: string;
}

export interface AuditQuery {
  actorId?: number;
  action?: AuditAction;
  offset: number;
  limit: number;
}

/** An entry as `audit_log.php` answers it. */
export interface AuditEntry {
  id: number;
  actor_id: number;
  actor_email: string;
  actor_role: Role;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  target_label: string;
  details: AuditDetails;
  ip: string;
  created_at: string;
}

function parseDetails(text: string): AuditDetails {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as AuditDetails)
      : {};
  } catch {
    return {};
  }
}

/**
 * The audit log: entries are added inside the transaction of the write they record, and listed.
 * It has no update and no delete.
 */
export function auditRepository(db: Kysely<Database>) {
  return {
    /** Adds one entry on `executor`: the transaction of the write it records (or the database). */
    async record(executor: Kysely<Database>, entry: AuditRecord): Promise<void> {
      await executor
        .insertInto('audit_log')
        .values({
          actor_id: entry.actor.id,
          actor_email: entry.actor.email,
          actor_role: entry.actor.role,
          action: entry.action,
          target_type: entry.target.type,
          target_id: entry.target.id,
          target_label: entry.target.label,
          details: JSON.stringify(entry.details ?? {}),
          ip: entry.ip,
          created_at: entry.at,
        })
        .execute();
    },

    /** One page of entries, newest first, and how many match the filters in all. */
    async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      let matching = db.selectFrom('audit_log');
      if (query.actorId !== undefined) matching = matching.where('actor_id', '=', query.actorId);
      if (query.action !== undefined) matching = matching.where('action', '=', query.action);
      const [rows, count] = await Promise.all([
        matching
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        entries: rows.map((row) => ({ ...row, details: parseDetails(row.details) })),
        total: Number(count.n),
      };
    },

    /** Everyone with an entry, by the email of their latest entry (an account's email may change). */
    actors(): Promise<Array<{ id: number; email: string }>> {
      return db
        .selectFrom('audit_log')
        .select(['actor_id as id', 'actor_email as email'])
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('audit_log')
            .select((sub) => sub.fn.max('id').as('latest'))
            .groupBy('actor_id'),
        )
        .orderBy('actor_email')
        .orderBy('actor_id')
        .execute();
    },
  };
}
