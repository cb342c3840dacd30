import { reportKindLabels } from '../../../../../shared/validation/choices.ts';
import type { AdminReports } from '../../../graphql/__generated__/operations.ts';

export type ReportRow = AdminReports['reports']['reports'][number];

/** What a report is about in a few words: the game, else its reason or subject. */
export const reportSubject = (report: ReportRow): string =>
  report.game?.title || report.gameName || report.reason;

/** "Game report: OpenClonk", as the audit log names it too. */
export const reportName = (report: ReportRow): string =>
  `${reportKindLabels[report.kind]}: ${reportSubject(report)}`;
