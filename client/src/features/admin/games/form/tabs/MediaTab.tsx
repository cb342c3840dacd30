import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { maxScreenshots } from '../../../../../../../shared/catalog/gameChoices.ts';
import { FormikTextField } from '../../../../../components/forms/FormikTextField.tsx';
import { shownError } from '../../../../../components/forms/shownError.ts';
import { toast } from '../../../../../components/toasts/toast.ts';
import type { GameForm } from '../gameFormState.ts';
import { ImagePickButton } from '../ImagePickButton.tsx';
import { ImagePreview } from '../ImagePreview.tsx';
import { pickImages } from '../pickImages.ts';

const thumbnailGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 1.5,
};

function CoverSection({ form }: { form: GameForm }) {
  const { coverFile, imageUrl } = form.values;
  const source = coverFile ?? (imageUrl.trim() || null);
  const remove = () => {
    void form.setFieldValue('coverFile', null);
    if (!coverFile) void form.setFieldValue('imageUrl', '');
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Cover image
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {source ? (
          <ImagePreview
            source={source}
            alt="Cover preview"
            removeLabel="Remove cover"
            onRemove={remove}
            aspectRatio="3 / 4"
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '3 / 4',
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
              typography: 'body2',
              maxWidth: 180,
            }}
          >
            No cover
          </Box>
        )}
        <Stack spacing={1.5}>
          <ImagePickButton
            label={coverFile ? 'Replace cover' : 'Upload cover'}
            onPick={(files) => {
              const { taken } = pickImages(files, 1);
              if (taken[0]) void form.setFieldValue('coverFile', taken[0]);
              else toast.error('Choose an image file');
            }}
          />
          <FormikTextField
            form={form}
            name="imageUrl"
            label="Cover image URL"
            type="url"
            disabled={coverFile !== null}
            hint={coverFile ? `Uploading ${coverFile.name}` : 'Or link an image on the project’s own site.'}
          />
        </Stack>
      </Box>
    </Stack>
  );
}

function ScreenshotsSection({ form }: { form: GameForm }) {
  const { screenshots, screenshotFiles } = form.values;
  const room = maxScreenshots - screenshots.length - screenshotFiles.length;
  const error = shownError(form, 'screenshots');
  const add = (files: File[]) => {
    const { taken, skipped } = pickImages(files, room);
    if (taken.length > 0) void form.setFieldValue('screenshotFiles', [...screenshotFiles, ...taken]);
    if (skipped > 0)
      toast.error(`Only images, at most ${maxScreenshots} screenshots: ${skipped} file(s) left out`);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Screenshots ({screenshots.length + screenshotFiles.length} of {maxScreenshots})
      </Typography>
      {screenshots.length + screenshotFiles.length > 0 && (
        <Box sx={thumbnailGrid}>
          {screenshots.map((url, index) => (
            <ImagePreview
              key={url}
              source={url}
              alt={`Screenshot ${index + 1}`}
              removeLabel={`Remove screenshot ${index + 1}`}
              onRemove={() =>
                void form.setFieldValue(
                  'screenshots',
                  screenshots.filter((kept) => kept !== url),
                )
              }
            />
          ))}
          {screenshotFiles.map((file, index) => (
            <ImagePreview
              key={`${file.name}-${file.size}-${file.lastModified}`}
              source={file}
              alt={`New screenshot ${file.name}`}
              removeLabel={`Remove new screenshot ${file.name}`}
              onRemove={() =>
                void form.setFieldValue(
                  'screenshotFiles',
                  screenshotFiles.filter((_picked, position) => position !== index),
                )
              }
            />
          ))}
        </Box>
      )}
      <Box>
        <ImagePickButton label="Add screenshots" multiple disabled={room <= 0} onPick={add} />
      </Box>
      <FormHelperText error={error !== undefined}>
        {error ??
          (room > 0
            ? `Up to ${room} more image(s).`
            : `The limit of ${maxScreenshots} screenshots is reached.`)}
      </FormHelperText>
    </Stack>
  );
}

export function MediaTab({ form }: { form: GameForm }) {
  return (
    <Stack spacing={3}>
      <CoverSection form={form} />
      <ScreenshotsSection form={form} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField form={form} name="trailerUrl" label="Trailer URL" type="url" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField form={form} name="gameplayUrl" label="Gameplay URL" type="url" />
        </Grid>
      </Grid>
    </Stack>
  );
}
