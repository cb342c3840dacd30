import { useMutation, useQuery } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';

import { messages } from '../../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../../apollo/serverErrorText.ts';
import { toast } from '../../../../components/toasts/toast.ts';
import { SiteSettingsQuery } from '../../../site/queries.ts';
import { AdminPageHeader } from '../../components/AdminPageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SiteSettingsForm } from '../components/SiteSettingsForm.tsx';
import { UpdateSiteSettingsMutation } from '../mutations.ts';
import type { SiteSettingsValues } from '../schemas.ts';

const formFields: (keyof SiteSettingsValues)[] = [
  'siteName',
  'siteDescription',
  'contactEmail',
  'maintenanceMode',
  'twoFactorEnabled',
  'sessionTimeoutMinutes',
];

/**
 * SPEC 2.24, saved for real: the site's name, description, contact, maintenance, whether staff must
 * sign in with a second factor, and session length.
 */
export function SettingsPage() {
  const { data, loading, error, refetch } = useQuery(SiteSettingsQuery, { fetchPolicy: 'network-only' });
  const [save] = useMutation(UpdateSiteSettingsMutation, { refetchQueries: [SiteSettingsQuery] });
  const onSubmit = async (values: SiteSettingsValues, helpers: FormikHelpers<SiteSettingsValues>) => {
    try {
      await save({ variables: { input: values } });
      toast.success(messages.settingsSaved);
      helpers.resetForm({ values });
    } catch (saveError) {
      helpers.setErrors(fieldErrorsFrom(saveError, formFields, { sessionTimeout: 'sessionTimeoutMinutes' }));
      toast.error(serverErrorText(saveError, 'Failed to save settings'));
    }
  };
  const settings = data?.siteSettings;
  return (
    <>
      <AdminPageHeader title="Settings" />
      {settings ? (
        <SiteSettingsForm
          initialValues={{
            siteName: settings.siteName,
            siteDescription: settings.siteDescription,
            contactEmail: settings.contactEmail,
            maintenanceMode: settings.maintenanceMode,
            twoFactorEnabled: settings.twoFactorEnabled,
            sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
          }}
          onSubmit={onSubmit}
        />
      ) : (
        <QueryState
          loading={loading}
          error={error}
          loadingLabel="Loading settings..."
          errorText="Failed to load settings"
          onRetry={() => void refetch()}
        />
      )}
    </>
  );
}

export default SettingsPage;
