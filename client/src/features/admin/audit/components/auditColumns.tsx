import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { AdminAuditLog } from '../../../../graphql/__generated__/operations.ts';
import type { Column } from '../../components/DataTable.tsx';
import { actionLabel, targetTypeLabel, whenParts } from '../auditLabels.ts';
import { AuditDetails } from './AuditDetails.tsx';

export type AuditRow = AdminAuditLog['auditLog']['entries'][number];

interface TwoLinesProps {
  main: ReactNode;
  sub: ReactNode;
  minWidth?: number;
  /**
   * Keeps the main line on one line, cut with an ellipsis and whole in its tooltip: an email
   * address is never broken (at its hyphens or anywhere else).
   */
  oneLine?: { maxWidth: number; title: string };
}

/** A main line and a quieter one under it. */
function TwoLines({ main, sub, minWidth, oneLine }: TwoLinesProps) {
  return (
    <Box sx={{ minWidth }}>
      <Typography
        variant="body2"
        noWrap={oneLine !== undefined}
        title={oneLine?.title}
        sx={{ fontWeight: 600, ...(oneLine ? { maxWidth: oneLine.maxWidth } : { overflowWrap: 'anywhere' }) }}
      >
        {main}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {sub}
      </Typography>
    </Box>
  );
}

const target = (entry: AuditRow) => {
  const type = targetTypeLabel(entry.targetType);
  return entry.targetId === null ? type : `${type} #${entry.targetId}`;
};

/** The columns of the audit log: When, Actor, Action, Target, Address, Details. */
export const auditColumns: Column<AuditRow>[] = [
  {
    header: 'When',
    wrap: 'nowrap',
    render: (entry) => {
      const { day, time } = whenParts(entry.createdAt);
      return (
        <Box component="time" dateTime={entry.createdAt} sx={{ display: 'block' }}>
          <Box component="span" sx={{ display: 'block' }}>
            {day}
          </Box>
          <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
            {time}
          </Box>
        </Box>
      );
    },
  },
  {
    header: 'Actor',
    maxWidth: 260,
    render: (entry) => (
      <TwoLines
        main={entry.actorEmail}
        sub={entry.actorRole}
        minWidth={180}
        oneLine={{ maxWidth: 260, title: entry.actorEmail }}
      />
    ),
  },
  { header: 'Action', wrap: 'nowrap', render: (entry) => actionLabel(entry.action) },
  {
    header: 'Target',
    maxWidth: 260,
    render: (entry) => (
      <TwoLines main={entry.targetLabel || target(entry)} sub={target(entry)} minWidth={140} />
    ),
  },
  { header: 'Address', wrap: 'nowrap', render: (entry) => entry.ip },
  { header: 'Details', maxWidth: 360, render: (entry) => <AuditDetails details={entry.details} /> },
];
