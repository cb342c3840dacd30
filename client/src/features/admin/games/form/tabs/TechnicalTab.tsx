import Grid from '@mui/material/Grid';

import { allowedGameValues } from '../../../../../../../shared/catalog/gameChoices.ts';
import { FormSelectField } from '../../../../../components/forms/FormSelectField.tsx';
import { FormikTagInput } from '../FormikTagInput.tsx';
import type { GameForm } from '../gameFormState.ts';
import type { TagOption } from '../TagInput.tsx';

interface Props {
  form: GameForm;
  platformOptions: readonly TagOption[];
  languageOptions: readonly TagOption[];
}

/** PEGI ages are stored as numbers, ESRB ratings as letters (SPEC 5). */
const ageRatingLabel = (rating: string) => (/^\d+$/.test(rating) ? `PEGI ${rating}` : `ESRB ${rating}`);

export function TechnicalTab({ form, platformOptions, languageOptions }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormikTagInput
          form={form}
          name="platforms"
          label="Platforms"
          entryName="platform"
          options={platformOptions}
          acceptsNew
        />
      </Grid>
      <Grid size={12}>
        <FormikTagInput
          form={form}
          name="language"
          label="Languages"
          entryName="language"
          options={languageOptions}
          acceptsNew
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          form={form}
          name="ageRating"
          label="Age rating"
          options={allowedGameValues.ageRatings}
          optionLabel={ageRatingLabel}
          placeholder="Not rated"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          form={form}
          name="directX"
          label="DirectX"
          options={allowedGameValues.directX}
          placeholder="Not needed"
        />
      </Grid>
      <Grid size={12}>
        <FormSelectField
          form={form}
          name="networkRequirements"
          label="Network requirements"
          options={allowedGameValues.networkRequirements}
          placeholder="Not stated"
        />
      </Grid>
    </Grid>
  );
}
