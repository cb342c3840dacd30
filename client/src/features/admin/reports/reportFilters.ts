import { reportKindLabels, reportKinds, reportStatuses } from '../../../../../shared/validation/choices.ts';
import type { ReportFilter } from '../../../graphql/__generated__/operations.ts';

export interface FilterOption {
  /** `all` asks for every kind or status. */
  value: string;
  label: string;
}

/** Open reports first: they are the staff's work. The first option is the default, left out of the URL. */
export const statusOptions: readonly [FilterOption, ...FilterOption[]] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All statuses' },
];

export const kindOptions: readonly [FilterOption, ...FilterOption[]] = [
  { value: 'all', label: 'All kinds' },
  ...reportKinds.map((kind) => ({ value: kind, label: reportKindLabels[kind] })),
];

const isOneOf = <Choice extends string>(choices: readonly Choice[], value: string): value is Choice =>
  (choices as readonly string[]).includes(value);

/** The query's filter for the chosen status and kind (`all` leaves it out). */
export function toReportFilter(status: string, kind: string): ReportFilter {
  return {
    ...(isOneOf(reportStatuses, status) && { status }),
    ...(isOneOf(reportKinds, kind) && { kind }),
  };
}
