import { useQuery } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useRef } from 'react';

import { answerTexts } from '../../../../../../shared/validation/answerTexts.ts';
import { useConfirm } from '../../../../components/dialogs/useConfirm.tsx';
import type { AdminGameFormFields } from '../../../../graphql/__generated__/operations.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { GameEditor } from '../form/GameEditor.tsx';
import type { GameFormValues } from '../form/gameFormValues.ts';
import { unsavedChanges } from '../form/unsavedChanges.ts';
import { AdminGameFormQuery, AdminGameOptionsQuery } from '../queries.ts';

interface Props {
  /** The slug of the game to edit; a new game when null. */
  slug: string | null;
  /** A new game's first values (an approved game request's title and platform). */
  draft?: Partial<GameFormValues>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The Add/Edit Game modal (SPEC 2.20). Escape, a backdrop click and Cancel close it, asking first
 * when there are unsaved changes.
 */
export function GameFormDialog({ slug, draft, onClose, onSaved }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const dirty = useRef(false);
  const { confirm, dialog } = useConfirm();
  const options = useQuery(AdminGameOptionsQuery);
  const game = useQuery(AdminGameFormQuery, {
    variables: { slug: slug ?? '' },
    skip: slug === null,
    fetchPolicy: 'network-only',
  });
  const requestClose = async () => {
    if (!dirty.current || (await confirm(unsavedChanges))) onClose();
  };
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const editing: AdminGameFormFields | undefined = game.data?.game ?? undefined;
  const ready = options.data && (slug === null || editing);
  const failed =
    options.error ??
    game.error ??
    (game.data && !game.data.game ? new Error(answerTexts.gameNotFound) : undefined);
  const title = slug === null ? 'Add Game' : 'Edit Game';
  return (
    <Dialog
      open
      onClose={() => void requestClose()}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="game-form-title"
      slotProps={{ paper: { sx: { height: { sm: 'min(860px, calc(100% - 64px))' }, display: 'flex' } } }}
    >
      <DialogTitle id="game-form-title">{title}</DialogTitle>
      {ready ? (
        <GameEditor
          key={editing?.id ?? 'new'}
          game={editing}
          draft={draft}
          options={options.data.predefinedOptions}
          onSaved={() => {
            dirty.current = false;
            onSaved();
          }}
          onCancel={() => void requestClose()}
          onDirtyChange={onDirtyChange}
          inDialog
        />
      ) : (
        <DialogContent>
          <QueryState
            loading={!failed}
            error={failed}
            loadingLabel="Loading game..."
            errorText={slug === null ? 'Failed to fetch predefined options' : 'Failed to load the game'}
            onRetry={() => {
              void options.refetch();
              if (slug !== null) void game.refetch();
            }}
          />
        </DialogContent>
      )}
      {dialog}
    </Dialog>
  );
}
