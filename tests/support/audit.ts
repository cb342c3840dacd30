import { expect } from '@jest/globals';
import { sql } from 'kysely';

import type { TestService } from './service.ts';

export interface WireAuditEntry {
  id: number;
  actor_id: number;
  actor_email: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: string;
  details: Record<string, unknown>;
  ip: string;
  created_at: string;
}

export interface AuditPage {
  entries: WireAuditEntry[];
  total: number;
  actors: Array<{ id: number; email: string }>;
}

/** One page of `GET /api/audit_log.php` as the admin. */
export async function auditPage(service: TestService, query = ''): Promise<AuditPage> {
  const answer = await service.request('GET', `/api/audit_log.php${query}`, { token: service.tokens.admin });
  expect(answer.status).toBe(200);
  return answer.body as AuditPage;
}

/**
 * The entries added by `write`, oldest first: what the log holds afterwards beyond what it held
 * before (the suites' writes run one at a time).
 */
export async function entriesOf(
  service: TestService,
  write: () => Promise<unknown>,
): Promise<WireAuditEntry[]> {
  const before = (await auditPage(service, '?limit=1')).total;
  await write();
  const after = await auditPage(service, '?limit=100');
  return after.entries.slice(0, after.total - before).reverse();
}

/**
 * Makes every audit insert fail while `work` runs, as a broken or full audit table would: the
 * table is renamed away in the service's own database, and back afterwards.
 */
export async function withAuditLogUnavailable<T>(service: TestService, work: () => Promise<T>): Promise<T> {
  const db = service.running.db.kysely;
  await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(db);
  try {
    return await work();
  } finally {
    await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(db);
  }
}

/** Headers of a call through the GraphQL layer's gateway on behalf of the visitor at `ip`. */
export const fromVisitor = (service: TestService, ip: string) => ({
  'x-gateway-key': service.config.gatewayKey,
  'x-forwarded-for': ip,
});
