import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';

import { FormikForm } from '../../../../components/forms/FormikForm.tsx';
import { FormikTextField } from '../../../../components/forms/FormikTextField.tsx';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm.ts';
import type { CodeValues } from '../schemas.ts';
import { codeSchema, emptyCode, setupCodeSchema } from '../schemas.ts';

interface Props {
  onSubmit: (values: CodeValues, helpers: FormikHelpers<CodeValues>) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  /** Sign-in and the like take a recovery code too; confirming a new app takes its code only. */
  recoveryCodeAllowed: boolean;
  hint?: string;
  /** Beside the submit button: a way back, or Cancel. */
  aside?: ReactNode;
}

/** One code from the authenticator app (or a recovery code), as sign-in and the settings ask for it. */
export function TwoFactorCodeForm({
  onSubmit,
  submitLabel,
  busyLabel,
  recoveryCodeAllowed,
  hint,
  aside,
}: Props) {
  const form = useValidatedForm({
    initialValues: emptyCode,
    validationSchema: recoveryCodeAllowed ? codeSchema : setupCodeSchema,
    onSubmit,
  });
  return (
    <FormikForm form={form}>
      <FormikTextField
        form={form}
        name="code"
        label={recoveryCodeAllowed ? 'Authentication or recovery code' : 'Authentication code'}
        hint={hint}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: {
            inputMode: recoveryCodeAllowed ? 'text' : 'numeric',
            spellCheck: false,
            autoCapitalize: 'off',
            maxLength: 32,
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? busyLabel : submitLabel}
        </Button>
        {aside}
      </Box>
    </FormikForm>
  );
}
