import type { ReportStatus } from '../../../graphql/__generated__/operations.ts';

export interface StatusAction {
  /** The button's and the dialog's verb. */
  label: 'Resolve' | 'Dismiss' | 'Reopen';
  status: ReportStatus;
}

const resolve: StatusAction = { label: 'Resolve', status: 'resolved' };
const dismiss: StatusAction = { label: 'Dismiss', status: 'dismissed' };
const reopen: StatusAction = { label: 'Reopen', status: 'open' };

/** What may be done with a report in this status: an open one is resolved or dismissed, any other reopened. */
export const statusActions = (status: ReportStatus): readonly StatusAction[] =>
  status === 'open' ? [resolve, dismiss] : [reopen];
