import { useMutation, useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { lazy, Suspense } from 'react';

import { messages } from '../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { isSessionEnded } from '../../../apollo/sessionEnded.ts';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';
import { ProfileLoadState } from '../components/ProfileLoadState.tsx';
import { ProfileSection } from '../components/ProfileSection.tsx';
import { RequireSession } from '../components/RequireSession.tsx';
import type { SettingsValues } from '../components/SettingsForm.tsx';
import { SettingsNotifications } from '../components/SettingsForm.tsx';
import { AccountDeleteMutation, AccountUpdateSettingsMutation } from '../mutations.ts';
import { AccountSettingsQuery } from '../queries.ts';
import type { DeleteAccountValues } from '../schemas.ts';
import { toastFailure } from '../toastFailure.ts';
import { useSignOutTo } from '../useSignOutTo.ts';

// Its operations and screens load with it, not with the page (see tests/e2e/clientBundle.spec.ts).
const TwoFactorSettingsSection = lazy(() => import('../twoFactor/views/TwoFactorSettingsSection.tsx'));

function Settings() {
  usePageMeta({ title: 'Account Settings', noindex: true });
  const { data, error, refetch } = useQuery(AccountSettingsQuery);
  const [updateSettings] = useMutation(AccountUpdateSettingsMutation);
  const [deleteAccount] = useMutation(AccountDeleteMutation);
  const signOutTo = useSignOutTo();

  // A flipped switch shows its new state at once and goes back if the save fails.
  const save = async (input: SettingsValues) => {
    try {
      await updateSettings({
        variables: { input },
        optimisticResponse: { updateSettings: { __typename: 'AccountSettings', ...input } },
      });
      toast.success(messages.settingsSaved);
    } catch (saveError) {
      toastFailure(saveError, 'Failed to save settings');
    }
  };

  // A wrong password goes under the field; any other refusal (the last admin) stays in the dialog.
  const removeAccount = async (values: DeleteAccountValues, form: FormikHelpers<DeleteAccountValues>) => {
    form.setStatus(undefined);
    try {
      await deleteAccount({ variables: { password: values.password } });
      toast.success(messages.accountDeleted);
      signOutTo('/');
    } catch (error) {
      const fieldErrors = fieldErrorsFrom<DeleteAccountValues>(error, ['password']);
      form.setErrors(fieldErrors);
      if (!fieldErrors.password && !isSessionEnded(error)) {
        form.setStatus(serverErrorText(error, 'Failed to delete account'));
      }
      toastFailure(error, 'Failed to delete account');
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Account Settings
      </Typography>
      <Stack spacing={3}>
        <ProfileSection title="Notifications" intro="Changes are saved as soon as you make them.">
          {data ? (
            <SettingsNotifications settings={data.settings} onChange={(next) => void save(next)} />
          ) : (
            <ProfileLoadState
              failed={error !== undefined}
              failureText="Failed to load settings"
              loadingText="Loading settings..."
              onRetry={() => void refetch().catch(() => undefined)}
            />
          )}
        </ProfileSection>
        <ProfileSection title="Security">
          <Suspense fallback={null}>
            <TwoFactorSettingsSection />
          </Suspense>
        </ProfileSection>
        <DeleteAccountSection onDelete={removeAccount} />
      </Stack>
    </Container>
  );
}

/**
 * /account/settings (SPEC 2.16): notification toggles saved on the server, two-factor sign-in, and
 * the account's deletion.
 */
export function SettingsPage() {
  return (
    <RequireSession>
      <Settings />
    </RequireSession>
  );
}

export default SettingsPage;
