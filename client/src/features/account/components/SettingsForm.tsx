import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

import type { AccountSettings } from '../../../graphql/__generated__/operations.ts';

export type SettingsValues = Omit<AccountSettings['settings'], '__typename'>;

interface ToggleProps {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function SettingsToggle({ label, help, checked, onChange }: ToggleProps) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

/** Notification toggles, each saved as soon as it is flipped. */
export function SettingsNotifications({
  settings,
  onChange,
}: {
  settings: SettingsValues;
  onChange: (next: SettingsValues) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsToggle
        label="Email notifications"
        help="News about the site and answers to your requests."
        checked={settings.emailNotifications}
        onChange={(emailNotifications) =>
          onChange({ emailNotifications, downloadNotifications: settings.downloadNotifications })
        }
      />
      <SettingsToggle
        label="Download notifications"
        help="A note when a game you downloaded gets a new version."
        checked={settings.downloadNotifications}
        onChange={(downloadNotifications) =>
          onChange({ emailNotifications: settings.emailNotifications, downloadNotifications })
        }
      />
    </Box>
  );
}
