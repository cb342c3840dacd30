import Stack from '@mui/material/Stack';

import { FormikTextField } from '../../../../../components/forms/FormikTextField.tsx';
import type { GameForm } from '../gameFormState.ts';

export function DetailsTab({ form }: { form: GameForm }) {
  return (
    <Stack spacing={2}>
      <FormikTextField form={form} name="description" label="Description" required multiline minRows={5} />
      <FormikTextField
        form={form}
        name="installationInstructions"
        label="Installation instructions"
        multiline
        minRows={4}
        hint="Neutral steps that start from the game's official download page."
      />
      <FormikTextField form={form} name="generalNotes" label="General notes" multiline minRows={3} />
      <FormikTextField
        form={form}
        name="license"
        label="Licence"
        hint="The code's licence as an SPDX expression, such as GPL-3.0-or-later."
      />
    </Stack>
  );
}
