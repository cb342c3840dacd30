import Stack from '@mui/material/Stack';

import { FormikTextField } from '../../../../../components/forms/FormikTextField.tsx';
import type { GameForm } from '../gameFormState.ts';

const links = [
  { name: 'downloadLink', label: 'Download link', hint: "The game's official download page." },
  { name: 'homepageUrl', label: 'Homepage URL', hint: "The game's official project page." },
  { name: 'supportLink', label: 'Support link', hint: 'Where players get help: a forum, wiki or tracker.' },
  { name: 'steamfixUrl', label: 'Steam fix URL', hint: 'An official patch or compatibility fix, if any.' },
] as const;

/** SPEC 5: the links are URL inputs; only official pages belong here. */
export function LinksTab({ form }: { form: GameForm }) {
  return (
    <Stack spacing={2}>
      {links.map((link) => (
        <FormikTextField
          key={link.name}
          form={form}
          name={link.name}
          label={link.label}
          hint={link.hint}
          type="url"
          placeholder="https://"
        />
      ))}
    </Stack>
  );
}
