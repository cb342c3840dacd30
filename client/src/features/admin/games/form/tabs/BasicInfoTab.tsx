import Grid from '@mui/material/Grid';
import type { ChangeEvent } from 'react';

import { allowedGameValues } from '../../../../../../../shared/catalog/gameChoices.ts';
import { FormikTextField } from '../../../../../components/forms/FormikTextField.tsx';
import { FormSelectField } from '../../../../../components/forms/FormSelectField.tsx';
import { capitalise } from '../../../../../lib/capitalise.ts';
import { FormikTagInput } from '../FormikTagInput.tsx';
import type { GameForm } from '../gameFormState.ts';
import { slugFromTitle } from '../gameFormValues.ts';
import type { TagOption } from '../TagInput.tsx';

interface Props {
  form: GameForm;
  genreOptions: readonly TagOption[];
  tagOptions: readonly TagOption[];
  /** A new game's slug follows its title until the slug is edited by hand. */
  slugFollowsTitle: boolean;
  onSlugEdited: () => void;
}

export function BasicInfoTab({ form, genreOptions, tagOptions, slugFollowsTitle, onSlugEdited }: Props) {
  const onTitleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!slugFollowsTitle) {
      form.handleChange(event);
      return;
    }
    // One update for both: two would each validate, the later one with the title from before.
    const title = event.target.value;
    void form.setValues({ ...form.values, title, slug: slugFromTitle(title) });
  };
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    onSlugEdited();
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField form={form} name="title" label="Title" required onChange={onTitleChange} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          form={form}
          name="slug"
          label="Slug"
          required
          onChange={onSlugChange}
          hint={`This will be used in the URL: /game/${form.values.slug || 'your-slug'}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          form={form}
          name="category"
          label="Category"
          required
          options={allowedGameValues.categories}
          placeholder="Choose a category"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          form={form}
          name="status"
          label="Status"
          options={allowedGameValues.statuses}
          optionLabel={capitalise}
          placeholder="Choose a status"
        />
      </Grid>
      <Grid size={12}>
        <FormikTagInput
          form={form}
          name="genres"
          label="Genres"
          entryName="genre"
          options={genreOptions}
          acceptsNew={false}
        />
      </Grid>
      <Grid size={12}>
        <FormikTagInput
          form={form}
          name="tags"
          label="Tags"
          entryName="tag"
          options={tagOptions}
          acceptsNew
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField form={form} name="developer" label="Developer" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField form={form} name="publisher" label="Publisher" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField
          form={form}
          name="releaseDate"
          label="Release date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormikTextField form={form} name="version" label="Version" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormikTextField form={form} name="size" label="Size" placeholder="50 GB" />
      </Grid>
    </Grid>
  );
}
