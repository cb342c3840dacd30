import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

const next = { system: 'light', light: 'dark', dark: 'system' } as const;
const labels = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' } as const;
const subscribeToNothing = () => () => undefined;

/** Cycles system → light → dark; MUI remembers the choice in local storage. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  // The server cannot know the stored mode: it and hydration show the system icon, then the real one.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const current = (hydrated && mode) || 'system';
  const label = `${labels[current]} (switch to ${next[current]})`;
  return (
    <IconButton color="inherit" aria-label={label} onClick={() => setMode(next[current])}>
      {current === 'light' && <LightModeIcon />}
      {current === 'dark' && <DarkModeIcon />}
      {current === 'system' && <SettingsBrightnessIcon />}
    </IconButton>
  );
}
