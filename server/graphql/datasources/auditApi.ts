import type { CallerRestClient } from './restClient.ts';

export interface AuditEntryAnswer {
  id: number;
  actor_id: number;
  actor_email: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: string;
  /** An object of flat values; JSON text of one is read the same. */
  details: unknown;
  ip: string;
  created_at: string;
}

export interface AuditLogAnswer {
  entries: AuditEntryAnswer[];
  total: number | string;
  actors: Array<{ id: number; email: string }>;
}

export interface AuditLogRequest {
  offset: number;
  limit: number;
  actorId?: string;
  action?: string;
}

/** `audit_log.php`: the audit log, read only. */
export function auditApi(rest: CallerRestClient) {
  return {
    list: ({ offset, limit, actorId, action }: AuditLogRequest) =>
      rest.request<AuditLogAnswer>('/audit_log.php', {
        query: {
          offset,
          limit,
          ...(actorId !== undefined && { actor_id: actorId }),
          ...(action !== undefined && { action }),
        },
      }),
  };
}
