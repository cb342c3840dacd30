import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { FormikTextField } from '../../../../../components/forms/FormikTextField.tsx';
import type { GameForm } from '../gameFormState.ts';

const fields = [
  { name: 'os', label: 'Operating system', placeholder: 'Windows 10 64-bit' },
  { name: 'processor', label: 'Processor', placeholder: 'Intel Core i5-4460' },
  { name: 'memory', label: 'Memory', placeholder: '8 GB RAM' },
  { name: 'graphics', label: 'Graphics', placeholder: 'NVIDIA GeForce GTX 960' },
  { name: 'storage', label: 'Storage', placeholder: '2 GB available space' },
] as const;

export function RequirementsTab({ form }: { form: GameForm }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
        Minimum system requirements
      </Typography>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <FormikTextField
              form={form}
              name={field.name}
              label={field.label}
              placeholder={field.placeholder}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
