import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { reportKindLabels } from '../../../../../../shared/validation/choices.ts';
import { gameUrl } from '../../../game/urls.ts';
import { whenParts } from '../../audit/auditLabels.ts';
import type { Column } from '../../components/DataTable.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import type { StatusAction } from '../reportActions.ts';
import { statusActions } from '../reportActions.ts';
import type { ReportRow } from '../reportSubject.ts';
import { reportSubject } from '../reportSubject.ts';
import type { CommentAction } from '../useCommentModeration.ts';
import { ReportedComment } from './ReportedComment.tsx';

interface Handlers {
  /** The report whose status is being changed, and the comment being moderated. */
  busyReportId: string | undefined;
  busyCommentId: string | undefined;
  onStatus: (report: ReportRow, action: StatusAction) => void;
  onModerate: (commentId: string, action: CommentAction) => void;
}

const quiet = { color: 'text.secondary' } as const;

function When({ iso }: { iso: string }) {
  const { day, time } = whenParts(iso);
  return (
    <Box component="time" dateTime={iso} sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'block' }}>
        {day}
      </Box>
      <Box component="span" sx={{ display: 'block', typography: 'caption', ...quiet }}>
        {time}
      </Box>
    </Box>
  );
}

function What({ report, handlers }: { report: ReportRow; handlers: Handlers }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 220 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {reportKindLabels[report.kind]}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {report.reason}
      </Typography>
      {report.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {report.description}
        </Typography>
      )}
      {report.systemSpecs && (
        <Typography variant="caption" sx={{ ...quiet, whiteSpace: 'pre-wrap' }}>
          System: {report.systemSpecs}
        </Typography>
      )}
      {report.kind === 'comment' && (
        <ReportedComment
          comment={report.comment}
          busy={report.comment !== null && handlers.busyCommentId === report.comment.id}
          onModerate={handlers.onModerate}
        />
      )}
    </Box>
  );
}

function Game({ report }: { report: ReportRow }) {
  if (report.game) {
    return (
      <Link component={RouterLink} to={gameUrl(report.game.slug)}>
        {report.game.title}
      </Link>
    );
  }
  return <Box sx={quiet}>{report.gameName || 'None'}</Box>;
}

function Reporter({ report }: { report: ReportRow }) {
  // An account's deletion blanks its address on its reports.
  if (!report.email && !report.name) return <Box sx={quiet}>Deleted account</Box>;
  return (
    <Box sx={{ minWidth: 160 }}>
      {report.name && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {report.name}
        </Typography>
      )}
      {report.email && (
        <Typography component="div" variant="body2">
          <EmailAddress email={report.email} />
        </Typography>
      )}
    </Box>
  );
}

function Status({ report }: { report: ReportRow }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 140 }}>
      <StatusChip status={report.status} />
      {report.handledBy && report.handledAt && (
        <Typography component="div" variant="caption" sx={quiet}>
          By{' '}
          <EmailAddress
            email={report.handledBy.email}
            sx={{ display: 'inline-block', verticalAlign: 'bottom', maxWidth: '100%' }}
          />
          , {whenParts(report.handledAt).day}
        </Typography>
      )}
      {report.resolutionNote && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          Note: {report.resolutionNote}
        </Typography>
      )}
    </Box>
  );
}

function Actions({ report, handlers }: { report: ReportRow; handlers: Handlers }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {statusActions(report.status).map((action) => (
        <Button
          key={action.status}
          size="small"
          variant={action.status === 'resolved' ? 'contained' : 'outlined'}
          color={action.status === 'resolved' ? 'success' : 'primary'}
          disabled={handlers.busyReportId === report.id}
          aria-label={`${action.label} ${reportKindLabels[report.kind].toLowerCase()} “${reportSubject(report)}”`}
          onClick={() => handlers.onStatus(report, action)}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}

/** The Reports table: when, what (with the reported comment), the game, who sent it, status, actions. */
export const reportColumns = (handlers: Handlers): Column<ReportRow>[] => [
  { header: 'Received', wrap: 'nowrap', render: (report) => <When iso={report.createdAt} /> },
  { header: 'Report', maxWidth: 360, render: (report) => <What report={report} handlers={handlers} /> },
  { header: 'Game', maxWidth: 200, render: (report) => <Game report={report} /> },
  { header: 'Reporter', maxWidth: 240, render: (report) => <Reporter report={report} /> },
  { header: 'Status', maxWidth: 240, render: (report) => <Status report={report} /> },
  { header: 'Actions', wrap: 'nowrap', render: (report) => <Actions report={report} handlers={handlers} /> },
];
