import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';

import { fieldErrorsFrom } from '../../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../../apollo/serverErrorText.ts';
import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import { toast } from '../../../../components/toasts/toast.ts';
import type { AdminGameFormFields } from '../../../../graphql/__generated__/operations.ts';
import type { FormTabId } from './formTabs.ts';
import { firstTabWithError, formTabs } from './formTabs.ts';
import { gameFormSchema } from './gameFormSchema.ts';
import type { GameFormValues } from './gameFormValues.ts';
import { gameToValues, inputFieldNames, newGameValues } from './gameFormValues.ts';
import type { GameFormOptions } from './GameTabPanel.tsx';
import { GameTabPanel } from './GameTabPanel.tsx';
import { useSaveGame } from './useSaveGame.ts';

interface Props {
  /** The game to edit; a new game when absent. */
  game?: AdminGameFormFields;
  /** Values for a new game (a game request being approved, for one). */
  draft?: Partial<GameFormValues>;
  options: GameFormOptions;
  onSaved: (game: AdminGameFormFields | undefined) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** In a dialog the tab content scrolls between the fixed tabs and buttons. */
  inDialog?: boolean;
}

/**
 * The one game form (SPEC 2.20), for the Add/Edit dialog and the Add New Game page: six tabs, the
 * error banner above the buttons, and after a failed save the tab holding the first field error.
 */
export function GameEditor({
  game,
  draft,
  options,
  onSaved,
  onCancel,
  onDirtyChange,
  inDialog = false,
}: Props) {
  const { save, saving } = useSaveGame(game);
  const [tab, setTab] = useState<FormTabId>('basic');
  const [banner, setBanner] = useState<string>();
  const [slugEdited, setSlugEdited] = useState(game !== undefined);
  const onSubmit = async (values: GameFormValues, helpers: FormikHelpers<GameFormValues>) => {
    setBanner(undefined);
    try {
      const saved = await save(values);
      toast.success(game ? 'Game updated successfully!' : 'Game added successfully!');
      helpers.resetForm({ values });
      onSaved(saved);
    } catch (error) {
      const fields = Object.keys(values) as (keyof GameFormValues & string)[];
      helpers.setErrors(fieldErrorsFrom(error, fields, inputFieldNames));
      // SPEC 8: a failed save is toasted, and also shown in the banner, which stays until the next try.
      const message = serverErrorText(error, game ? 'Failed to update game' : 'Failed to add game');
      setBanner(message);
      toast.error(message, { toastId: message });
    }
  };
  const form = useValidatedForm<GameFormValues>({
    initialValues: game ? gameToValues(game) : { ...newGameValues(), ...draft },
    validationSchema: gameFormSchema,
    onSubmit,
  });

  // After each finished submit that left errors, show the tab holding the first one (SPEC 4). Set
  // while rendering, so the tab is open before the form moves focus to the first field in error.
  const attempt = `${form.submitCount}:${form.isSubmitting}`;
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (attempt !== seenAttempt) {
    setSeenAttempt(attempt);
    const errorTab = form.isSubmitting ? undefined : firstTabWithError(form.errors);
    if (errorTab) setTab(errorTab);
  }

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  const scrolling = inDialog ? { flex: 1, overflowY: 'auto', minHeight: 0 } : {};
  return (
    <FormikForm form={form} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: FormTabId) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Game form sections"
        sx={{ borderBottom: 1, borderColor: 'divider', px: inDialog ? 2 : 0 }}
      >
        {formTabs.map((entry) => (
          <Tab
            key={entry.id}
            value={entry.id}
            label={entry.label}
            id={`game-tab-${entry.id}`}
            aria-controls={`game-panel-${entry.id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`game-panel-${tab}`}
        aria-labelledby={`game-tab-${tab}`}
        sx={{ p: inDialog ? 3 : 0, py: 3, ...scrolling }}
      >
        <GameTabPanel
          tab={tab}
          form={form}
          options={options}
          slugFollowsTitle={!slugEdited}
          onSlugEdited={() => setSlugEdited(true)}
        />
      </Box>
      <Box
        sx={{
          px: inDialog ? 3 : 0,
          pb: inDialog ? 2 : 0,
          pt: 1,
          borderTop: inDialog ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        {banner && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {banner}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {game ? 'Update Game' : 'Add Game'}
          </Button>
        </Box>
      </Box>
    </FormikForm>
  );
}
