import type { AuditTargetType } from '../../../../../shared/audit/auditActions.ts';
import { auditActionLabels } from '../../../../../shared/audit/auditActions.ts';
import { capitalise } from '../../../lib/capitalise.ts';

/** "game.update" → "Game updated"; a name this console does not know yet is shown as it is. */
export const actionLabel = (action: string): string =>
  Object.hasOwn(auditActionLabels, action)
    ? auditActionLabels[action as keyof typeof auditActionLabels]
    : action;

/** Every kind of target the log records: a new one fails the type check until it has a label. */
const targetTypes: Record<AuditTargetType, string> = {
  game: 'Game',
  user: 'User',
  dmca_notice: 'DMCA notice',
  game_request: 'Game request',
  settings: 'Settings',
  comment: 'Comment',
  report: 'Report',
};

export const targetTypeLabel = (type: string): string =>
  Object.hasOwn(targetTypes, type) ? targetTypes[type as AuditTargetType] : type;

/** "previous_role" → "Previous role". */
export const detailLabel = (name: string): string => capitalise(name.replace(/_/g, ' '));

const day = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const time = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * "2024-03-15T14:05:09.120Z" → "Mar 15, 2024" and "14:05:09 UTC": one clock for every reader of
 * the log.
 */
export function whenParts(isoDate: string): { day: string; time: string } {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return { day: isoDate, time: '' };
  return { day: day.format(date), time: `${time.format(date)} UTC` };
}
