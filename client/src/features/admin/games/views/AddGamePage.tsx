import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';

import { useConfirm } from '../../../../components/dialogs/useConfirm.tsx';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { adminUrls } from '../../urls.ts';
import { GameEditor } from '../form/GameEditor.tsx';
import { unsavedChanges } from '../form/unsavedChanges.ts';
import { AdminGameOptionsQuery } from '../queries.ts';

/**
 * The Add New Game page (SPEC 2.20, /admin/addgame): the same form as the dialog, on a page of its
 * own. Leaving with unsaved changes asks first.
 */
export function AddGamePage() {
  const navigate = useNavigate();
  const options = useQuery(AdminGameOptionsQuery);
  // Read when a navigation starts, so that the navigation after a save is not held up by the
  // unsaved state of the render before it.
  const dirty = useRef(false);
  const { confirm, dialog } = useConfirm();
  const blocker = useBlocker(useCallback(() => dirty.current, []));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(unsavedChanges).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  return (
    <>
      <AdminPageHeader title="Add New Game" />
      {options.data ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <GameEditor
            options={options.data.predefinedOptions}
            onDirtyChange={onDirtyChange}
            onSaved={() => {
              dirty.current = false;
              void navigate(adminUrls.games);
            }}
            onCancel={() => void navigate(adminUrls.games)}
          />
        </Paper>
      ) : (
        <QueryState
          loading={options.loading}
          error={options.error}
          loadingLabel="Loading..."
          errorText="Failed to fetch predefined options"
          onRetry={() => void options.refetch()}
        />
      )}
      {dialog}
    </>
  );
}

export default AddGamePage;
