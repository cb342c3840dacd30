import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';

import { useUrlOption } from '../../../catalog/useUrlOption.ts';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { useStatusUpdate } from '../../components/useStatusUpdate.ts';
import { reportColumns } from '../components/reportColumns.tsx';
import { ReportFilters } from '../components/ReportFilters.tsx';
import { ReportStatusDialog } from '../components/ReportStatusDialog.tsx';
import { UpdateReportStatusMutation } from '../mutations.ts';
import { AdminOpenReportCountQuery, AdminReportsQuery } from '../queries.ts';
import type { StatusAction } from '../reportActions.ts';
import { kindOptions, statusOptions, toReportFilter } from '../reportFilters.ts';
import type { ReportRow } from '../reportSubject.ts';
import { reportName } from '../reportSubject.ts';
import { useCommentModeration } from '../useCommentModeration.ts';

const pageSize = 20;

/**
 * What reached the staff (issue 32): game and comment reports, issue reports and contact messages,
 * newest first, by status and kind (kept in the address); each resolved, dismissed or reopened with
 * a note, and a reported comment hidden, shown again or deleted.
 */
export function ReportsPage() {
  const [status, setStatus] = useUrlOption('status', statusOptions);
  const [kind, setKind] = useUrlOption('kind', kindOptions);
  const [offset, setOffset] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(AdminReportsQuery, {
    variables: { filter: toReportFilter(status.value, kind.value), offset, limit: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  // The page before stays in view while the next one loads.
  const page = (data ?? previousData)?.reports;
  const { cache } = useApolloClient();
  const openCount = data?.reports.openCount;
  useEffect(() => {
    // Every answer carries the open count: the sidebar's and the bell's badges follow it.
    if (openCount === undefined) return;
    cache.updateQuery({ query: AdminOpenReportCountQuery }, (known) =>
      known ? { ...known, openReportCount: openCount } : known,
    );
  }, [cache, openCount]);
  useEffect(() => {
    // A page emptied by the last change (its reports left the filter) gives way to the one before.
    if (data && data.reports.reports.length === 0 && offset > 0) {
      setOffset(Math.max(0, offset - pageSize));
    }
  }, [data, offset]);

  const { decide, busyId } = useStatusUpdate(UpdateReportStatusMutation, refetch);
  const moderation = useCommentModeration(refetch);
  const [changing, setChanging] = useState<{ report: ReportRow; action: StatusAction }>();
  const columns = reportColumns({
    busyReportId: busyId,
    busyCommentId: moderation.busyId,
    onStatus: (report, action) => setChanging({ report, action }),
    onModerate: (id, action) => void moderation.moderate(id, action),
  });
  const refilter = (choose: (value: string) => void) => (value: string) => {
    choose(value);
    setOffset(0);
  };

  return (
    <>
      <AdminPageHeader title="Reports" />
      <ReportFilters
        status={status.value}
        kind={kind.value}
        onStatusChange={refilter(setStatus)}
        onKindChange={refilter(setKind)}
      />
      <QueryTable
        caption="Reports"
        columns={columns}
        rows={error ? undefined : page?.reports}
        rowKey={(report) => report.id}
        emptyText="No reports found"
        loading={loading}
        error={error}
        loadingLabel="Loading reports..."
        errorText="Failed to fetch reports"
        onRetry={() => void refetch()}
      />
      {page && !error && (
        <ListPager
          noun={{ one: 'report', many: 'reports' }}
          label="Report pages"
          offset={offset}
          shown={page.reports.length}
          total={page.totalCount}
          pageSize={pageSize}
          busy={!data}
          onOffsetChange={setOffset}
        />
      )}
      {changing && (
        <ReportStatusDialog
          action={changing.action}
          reportName={reportName(changing.report)}
          onCancel={() => setChanging(undefined)}
          onSave={(note) => decide(changing.report.id, changing.action.status, note ? { note } : {})}
        />
      )}
      {moderation.dialog}
    </>
  );
}

export default ReportsPage;
