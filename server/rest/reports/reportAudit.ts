import type { AuditAction } from '../../../shared/audit/auditActions.ts';
import { reportKindLabels } from '../../../shared/validation/choices.ts';
import type { AuditNote } from '../audit/audited.ts';
import type { ReportKind, ReportStatus } from '../db/schema.ts';

const actions: Record<ReportStatus, AuditAction> = {
  resolved: 'report.resolve',
  dismissed: 'report.dismiss',
  open: 'report.reopen',
};

/** A report's change of status as the audit log records it, with the handler's note. */
export function reportAudit(
  report: { id: number; kind: ReportKind; status: ReportStatus; game_name: string; reason: string },
  status: ReportStatus,
  note: string,
): AuditNote {
  return {
    action: actions[status],
    target: {
      type: 'report',
      id: report.id,
      label: `${reportKindLabels[report.kind]}: ${report.game_name || report.reason}`,
    },
    details: { kind: report.kind, previous_status: report.status, ...(note && { note }) },
  };
}
