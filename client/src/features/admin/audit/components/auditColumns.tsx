import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { AdminAuditLog } from '../../../../graphql/__generated__/operations.ts';
import type { Column } from '../../components/DataTable.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { actionLabel, targetTypeLabel, whenParts } from '../auditLabels.ts';
import { AuditDetails } from './AuditDetails.tsx';

export type AuditRow = AdminAuditLog['auditLog']['entries'][number];

interface TwoLinesProps {
  main: ReactNode;
  sub: ReactNode;
  minWidth?: number;
}

/** A main line and a quieter one under it. */
function TwoLines({ main, sub, minWidth }: TwoLinesProps) {
  return (
    <Box sx={{ minWidth }}>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
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

/** A user is named by their email, kept whole; other targets by their title. */
const targetName = (entry: AuditRow): ReactNode => {
  if (!entry.targetLabel) return target(entry);
  return entry.targetType === 'user' ? <EmailAddress email={entry.targetLabel} /> : entry.targetLabel;
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
      <TwoLines main={<EmailAddress email={entry.actorEmail} />} sub={entry.actorRole} minWidth={180} />
    ),
  },
  { header: 'Action', wrap: 'nowrap', render: (entry) => actionLabel(entry.action) },
  {
    header: 'Target',
    maxWidth: 260,
    render: (entry) => <TwoLines main={targetName(entry)} sub={target(entry)} minWidth={140} />,
  },
  { header: 'Address', wrap: 'nowrap', render: (entry) => entry.ip },
  { header: 'Details', maxWidth: 360, render: (entry) => <AuditDetails details={entry.details} /> },
];
