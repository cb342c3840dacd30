import { useApolloClient, useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { useState } from 'react';

import { evictGames } from '../../../../apollo/evictGames.ts';
import type { AdminDmcaNotices } from '../../../../graphql/__generated__/operations.ts';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DecisionButtons } from '../../components/DecisionButtons.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useStatusUpdate } from '../../components/useStatusUpdate.ts';
import { ResolveNoticeDialog } from '../components/ResolveNoticeDialog.tsx';
import { UpdateDmcaStatusMutation } from '../mutations.ts';
import { AdminDmcaNoticesQuery } from '../queries.ts';

type Notice = AdminDmcaNotices['dmcaNotices'][number];

/** SPEC 2.22: the takedown notices; Resolve and Reject while a notice is pending. */
export function DmcaNoticesPage() {
  const { data, loading, error, refetch } = useQuery(AdminDmcaNoticesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const { decide, busyId } = useStatusUpdate(UpdateDmcaStatusMutation, refetch);
  const [resolving, setResolving] = useState<Notice>();
  const { cache } = useApolloClient();
  const onDecide = (notice: Notice, status: 'resolved' | 'rejected') => {
    // A notice naming a listed, active game offers to take it offline in the same step.
    if (status === 'resolved' && notice.game?.status === 'active') setResolving(notice);
    else void decide(notice.id, status);
  };
  const columns: Column<Notice>[] = [
    { header: 'Title', render: (notice) => notice.title, maxWidth: 200 },
    {
      header: 'Content URL',
      maxWidth: 220,
      wrap: 'anywhere',
      render: (notice) => (
        <Link href={notice.contentUrl} target="_blank" rel="noopener noreferrer nofollow">
          {notice.contentUrl}
        </Link>
      ),
    },
    {
      header: 'Copyright Owner',
      render: (notice) =>
        notice.company ? `${notice.copyrightOwner} (${notice.company})` : notice.copyrightOwner,
    },
    { header: 'Contact', render: (notice) => <EmailAddress email={notice.contactEmail} />, maxWidth: 200 },
    { header: 'Description', render: (notice) => notice.description, maxWidth: 320 },
    { header: 'Status', render: (notice) => <StatusChip status={notice.status} /> },
    {
      header: 'Actions',
      wrap: 'nowrap',
      render: (notice) =>
        notice.status === 'pending' && (
          <DecisionButtons
            itemName={`notice “${notice.title}”`}
            accept={{ label: 'Resolve', decision: 'resolved' }}
            reject={{ label: 'Reject', decision: 'rejected' }}
            busy={busyId === notice.id}
            onDecide={(status) => onDecide(notice, status)}
          />
        ),
    },
  ];
  return (
    <>
      <AdminPageHeader title="DMCA Notices" />
      <QueryTable
        caption="DMCA notices"
        columns={columns}
        rows={data?.dmcaNotices}
        rowKey={(row) => row.id}
        emptyText="No DMCA notices found"
        loading={loading}
        error={error}
        loadingLabel="Loading DMCA notices..."
        errorText="Failed to fetch DMCA notices"
        onRetry={() => void refetch()}
      />
      {resolving?.game && (
        <ResolveNoticeDialog
          noticeTitle={resolving.title}
          gameTitle={resolving.game.title}
          onCancel={() => setResolving(undefined)}
          onResolve={(takeGameOffline) => {
            setResolving(undefined);
            const gameId = resolving.game?.id;
            void decide(resolving.id, 'resolved', { takeGameOffline }).then((saved) => {
              if (saved && takeGameOffline && gameId) evictGames(cache, [gameId]);
            });
          }}
        />
      )}
    </>
  );
}

export default DmcaNoticesPage;
