import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useConfirm } from '../../../../../components/dialogs/useConfirm.tsx';
import { toast } from '../../../../../components/toasts/toast.ts';
import { useDebouncedValue } from '../../../../../lib/useDebouncedValue.ts';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { GameFormDialog } from '../../components/GameFormDialog.tsx';
import { GameSearchBox } from '../../components/GameSearchBox.tsx';
import { GamesPagination } from '../../components/GamesPagination.tsx';
import type { GameRow } from '../../components/GamesTable.tsx';
import { GamesTable } from '../../components/GamesTable.tsx';
import { AdminGameIdsQuery, AdminGamesQuery } from '../../queries.ts';
import { listSummary } from './listSummary.ts';
import { useDeleteGames } from './useDeleteGames.ts';
import { useGameSelection } from './useGameSelection.ts';
import { usePageSize } from './usePageSize.ts';

/** Which game the form edits: `null` for a new game; closed when undefined. */
type FormTarget = { slug: string | null } | undefined;

/** SPEC 2.20: the games table with search, paging, selection, bulk delete and the game form. */
export function GamesPage() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const [requestedPage, setPage] = useState(1);
  const pageSize = usePageSize();
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const { confirm, dialog } = useConfirm();
  const { removeOne, removeMany } = useDeleteGames();

  // The list is paged by the server; each page replaces the last (no merge into a longer list).
  const offset = (requestedPage - 1) * pageSize;
  const list = useQuery(AdminGamesQuery, {
    variables: { search, offset, limit: pageSize },
    fetchPolicy: 'no-cache',
  });
  const ids = useQuery(AdminGameIdsQuery, { variables: { search }, fetchPolicy: 'no-cache' });
  const selection = useGameSelection(ids.data?.games.ids);
  const shown = list.data ?? list.previousData;
  const total = shown?.games.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A page beyond the end (after deletes, or a taller window) shows the last one.
  const page = Math.min(requestedPage, pages);
  if (shown && page !== requestedPage) setPage(page);

  const refresh = async () => {
    await Promise.all([list.refetch(), ids.refetch()]).catch(() => undefined);
  };
  const onSearch = (next: string) => {
    setText(next);
    setPage(1);
    selection.clear();
  };
  const deleteOne = async (game: GameRow) => {
    const sure = await confirm({
      title: 'Delete game',
      message: 'Are you sure you want to delete this game?',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    if (await removeOne(game.id)) {
      if (selection.isSelected(game.id)) selection.toggle(game.id);
      await refresh();
    }
  };
  const deleteSelected = async () => {
    const chosen = selection.selectedIds;
    if (chosen.length === 0) {
      toast.error('Please select games to delete');
      return;
    }
    const sure = await confirm({
      title: 'Delete games',
      message: `Are you sure you want to delete ${chosen.length} games?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    await removeMany(chosen);
    selection.clear();
    await refresh();
  };

  return (
    <>
      <AdminPageHeader
        title="Games"
        actions={
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteSweepIcon />}
              onClick={() => void deleteSelected()}
            >
              Delete Selected ({selection.count})
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setFormTarget({ slug: null })}>
              Add Game
            </Button>
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <GameSearchBox value={text} onChange={onSearch} />
        {shown && !list.error && (
          <Typography variant="body2" color="text.secondary" role="status">
            {listSummary({
              searching: search !== '',
              total,
              offset: (page - 1) * pageSize,
              shown: shown.games.nodes.length,
            })}
          </Typography>
        )}
      </Stack>
      {/* A failed page after the first stays visible above the rows it could not replace. */}
      <QueryState
        loading={!shown && list.loading}
        error={list.error}
        loadingLabel="Loading games..."
        errorText={`Failed to fetch games: ${list.error?.message ?? ''}`}
        onRetry={() => void list.refetch()}
      />
      {shown && !list.error && (
        <Stack spacing={2}>
          <GamesTable
            games={shown.games.nodes}
            selection={selection}
            onEdit={(game) => setFormTarget({ slug: game.slug })}
            onDelete={(game) => void deleteOne(game)}
            emptyText="No games found"
          />
          <GamesPagination page={page} pages={pages} onChange={setPage} />
        </Stack>
      )}
      {formTarget && (
        <GameFormDialog
          slug={formTarget.slug}
          onClose={() => setFormTarget(undefined)}
          onSaved={() => {
            setFormTarget(undefined);
            void refresh();
          }}
        />
      )}
      {dialog}
    </>
  );
}

export default GamesPage;
