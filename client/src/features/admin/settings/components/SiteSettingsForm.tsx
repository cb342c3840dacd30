import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useId } from 'react';

import {
  sessionTimeoutLabel,
  sessionTimeoutOptions,
} from '../../../../../../shared/settings/siteSettings.ts';
import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { FormSelectField } from '../../../../components/forms/FormSelectField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import type { SiteSettingsValues } from '../schemas.ts';
import { siteSettingsSchema } from '../schemas.ts';

interface Props {
  initialValues: SiteSettingsValues;
  onSubmit: (values: SiteSettingsValues, helpers: FormikHelpers<SiteSettingsValues>) => Promise<void>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** SPEC 2.24's fields: general, maintenance and security. */
export function SiteSettingsForm({ initialValues, onSubmit }: Props) {
  const form = useValidatedForm({ initialValues, validationSchema: siteSettingsSchema, onSubmit });
  const twoFactorHelpId = useId();
  // A native select holds text; the form keeps the number.
  const timeoutOptions = sessionTimeoutOptions.map(String);
  return (
    <FormikForm form={form} sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <Section title="General">
        <FormikTextField form={form} name="siteName" label="Site Name" required />
        <FormikTextField
          form={form}
          name="siteDescription"
          label="Site Description"
          multiline
          minRows={2}
          hint="Shown in search results and link previews."
        />
        <FormikTextField form={form} name="contactEmail" label="Contact Email" type="email" required />
      </Section>
      <Section title="Maintenance">
        <div>
          <FormControlLabel
            control={
              <Checkbox
                name="maintenanceMode"
                checked={form.values.maintenanceMode}
                onChange={form.handleChange}
              />
            }
            label="Maintenance Mode"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Visitors see a maintenance page (HTTP 503); the console keeps working for staff.
          </FormHelperText>
        </div>
      </Section>
      <Section title="Security">
        <div>
          <FormControlLabel
            control={
              <Checkbox
                name="twoFactorEnabled"
                checked={form.values.twoFactorEnabled}
                onChange={form.handleChange}
                slotProps={{ input: { 'aria-describedby': twoFactorHelpId } }}
              />
            }
            label="Two-Factor Authentication"
          />
          <FormHelperText id={twoFactorHelpId} error={Boolean(form.errors.twoFactorEnabled)} sx={{ mt: 0 }}>
            {form.errors.twoFactorEnabled ??
              'Admins and moderators must sign in with a code from an authenticator app; those without one set it up at their next console sign-in.'}
          </FormHelperText>
        </div>
        <FormSelectField
          form={form}
          name="sessionTimeoutMinutes"
          label="Session Timeout"
          options={timeoutOptions}
          optionLabel={(minutes) => sessionTimeoutLabel(Number(minutes))}
          placeholder="Choose a timeout"
          onChange={(event) => void form.setFieldValue('sessionTimeoutMinutes', Number(event.target.value))}
          hint="How long a console sign-in lasts; applies from the next sign-in."
        />
      </Section>
      <div>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </FormikForm>
  );
}
