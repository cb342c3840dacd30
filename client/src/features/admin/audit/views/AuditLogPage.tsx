import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { auditColumns } from '../components/auditColumns.tsx';
import type { AuditFilterValues } from '../components/AuditFilters.tsx';
import { AuditFilters } from '../components/AuditFilters.tsx';
import { AdminAuditLogQuery } from '../queries.ts';

const pageSize = 50;
const everything: AuditFilterValues = { actorId: '', action: '' };

/** Every admin and moderator write and console sign-in, newest first, by actor and action. */
export function AuditLogPage() {
  const [filters, setFilters] = useState(everything);
  const [offset, setOffset] = useState(0);
  const filter = {
    ...(filters.actorId !== '' && { actorId: filters.actorId }),
    ...(filters.action !== '' && { action: filters.action }),
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, {
    variables: { filter, offset, limit: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  // The page before stays in view while the next one loads.
  const page = (data ?? previousData)?.auditLog;
  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setOffset(0);
  };

  return (
    <>
      <AdminPageHeader title="Audit Log" />
      <AuditFilters values={filters} actors={page?.actors ?? []} onChange={changeFilters} />
      <QueryTable
        caption="Audit log"
        columns={auditColumns}
        rows={error ? undefined : page?.entries}
        rowKey={(entry) => entry.id}
        emptyText="No audit entries found"
        loading={loading}
        error={error}
        loadingLabel="Loading audit log..."
        errorText="Failed to fetch the audit log"
        onRetry={() => void refetch()}
      />
      {page && !error && (
        <ListPager
          noun={{ one: 'entry', many: 'entries' }}
          label="Audit log pages"
          offset={offset}
          shown={page.entries.length}
          total={page.totalCount}
          pageSize={pageSize}
          busy={!data}
          onOffsetChange={setOffset}
        />
      )}
    </>
  );
}

export default AuditLogPage;
