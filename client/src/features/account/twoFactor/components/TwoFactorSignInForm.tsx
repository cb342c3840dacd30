import Button from '@mui/material/Button';
import type { FormikHelpers } from 'formik';

import type { CodeValues } from '../schemas.ts';
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx';

export const twoFactorIntro = 'Your password was right. Now the code from your authenticator app.';

interface Props {
  onSubmit: (values: CodeValues, helpers: FormikHelpers<CodeValues>) => Promise<void>;
  onBack: () => void;
}

/** The second step of signing in (the site's and the console's): the code after the password. */
export function TwoFactorSignInForm({ onSubmit, onBack }: Props) {
  return (
    <TwoFactorCodeForm
      onSubmit={onSubmit}
      submitLabel="Verify"
      busyLabel="Verifying..."
      recoveryCodeAllowed
      hint="The 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes."
      aside={<Button onClick={onBack}>Back to sign in</Button>}
    />
  );
}
