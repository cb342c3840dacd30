import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { mayAccess } from '../../../../../../shared/access/roles.ts';
import { useConfirm } from '../../../../components/dialogs/useConfirm.tsx';
import type { AdminGameRequests } from '../../../../graphql/__generated__/operations.ts';
import { useSession } from '../../../../lib/session.ts';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DecisionButtons } from '../../components/DecisionButtons.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useStatusUpdate } from '../../components/useStatusUpdate.ts';
import { GameFormDialog } from '../../games/components/GameFormDialog.tsx';
import type { GameFormValues } from '../../games/form/gameFormValues.ts';
import { UpdateGameRequestStatusMutation } from '../mutations.ts';
import { AdminGameRequestsQuery } from '../queries.ts';
import { requestDraft } from '../requestDraft.ts';

type GameRequest = AdminGameRequests['gameRequests'][number];

/** SPEC 2.23: the visitors' game requests; Approve and Reject while a request is pending. */
export function GameRequestsPage() {
  const { data, loading, error, refetch } = useQuery(AdminGameRequestsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const { decide, busyId } = useStatusUpdate(UpdateGameRequestStatusMutation, refetch);
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<Partial<GameFormValues>>();
  // Only a role that may add games is offered the game form.
  const mayAddGames = mayAccess(useSession()?.user.role, 'games');
  const onDecide = async (request: GameRequest, status: 'approved' | 'rejected') => {
    if (!(await decide(request.id, status)) || status !== 'approved' || !mayAddGames) return;
    const addNow = await confirm({
      title: 'Add the game now?',
      message: `“${request.gameTitle}” is approved. Open the game form with its title and platform filled in?`,
      confirmLabel: 'Open game form',
    });
    if (addNow) setDraft(requestDraft(request));
  };
  const columns: Column<GameRequest>[] = [
    { header: 'Game Title', render: (request) => request.gameTitle, maxWidth: 220 },
    { header: 'Platform', render: (request) => request.platform },
    { header: 'Release Year', render: (request) => request.releaseYear ?? '-' },
    {
      header: 'Requester',
      // An account's deletion clears its address from its requests.
      render: (request) =>
        request.requesterEmail ? (
          <EmailAddress email={request.requesterEmail} />
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            Deleted account
          </Typography>
        ),
      maxWidth: 220,
    },
    { header: 'Additional Info', render: (request) => request.additionalInfo || '-', maxWidth: 320 },
    { header: 'Status', render: (request) => <StatusChip status={request.status} /> },
    {
      header: 'Actions',
      wrap: 'nowrap',
      render: (request) =>
        request.status === 'pending' && (
          <DecisionButtons
            itemName={`request for “${request.gameTitle}”`}
            accept={{ label: 'Approve', decision: 'approved' }}
            reject={{ label: 'Reject', decision: 'rejected' }}
            busy={busyId === request.id}
            onDecide={(status) => void onDecide(request, status)}
          />
        ),
    },
  ];
  return (
    <>
      <AdminPageHeader title="Game Requests" />
      <QueryTable
        caption="Game requests"
        columns={columns}
        rows={data?.gameRequests}
        rowKey={(row) => row.id}
        emptyText="No game requests found"
        loading={loading}
        error={error}
        loadingLabel="Loading game requests..."
        errorText="Failed to fetch game requests"
        onRetry={() => void refetch()}
      />
      {draft && (
        <GameFormDialog
          slug={null}
          draft={draft}
          onClose={() => setDraft(undefined)}
          onSaved={() => setDraft(undefined)}
        />
      )}
      {dialog}
    </>
  );
}

export default GameRequestsPage;
