import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import type { DeleteAccountValues } from '../schemas.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { ProfileSection } from './ProfileSection.tsx';

interface Props {
  onDelete: (values: DeleteAccountValues, helpers: FormikHelpers<DeleteAccountValues>) => Promise<void>;
}

/** The settings' last panel: what deleting the account takes with it, and the button that asks for it. */
export function DeleteAccountSection({ onDelete }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <ProfileSection title="Delete Account" danger>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your favorites, your download history and every session of this account go with it, for good.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          Delete account
        </Button>
      </Box>
      {asking && <DeleteAccountDialog onClose={() => setAsking(false)} onSubmit={onDelete} />}
    </ProfileSection>
  );
}
