import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useState, useSyncExternalStore } from 'react';

import { visuallyHidden } from '../../lib/visuallyHidden.ts';

type Scheme = 'light' | 'dark';
type Mode = Scheme | 'system';

const subscribeToNothing = () => () => undefined;
const opposite = (scheme: Scheme): Scheme => (scheme === 'dark' ? 'light' : 'dark');
// Read at each render: MUI re-renders its users when the system's scheme changes.
const systemScheme = (): Scheme =>
  window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** "Theme: dark", "Theme: system, light". */
function describe(mode: Mode, shown: Scheme): string {
  return mode === 'system' ? `Theme: system, ${shown}` : `Theme: ${shown}`;
}

/**
 * Each click shows the other scheme: the system's when it is that one (so the site follows the
 * system again), else that scheme itself. MUI remembers the choice in local storage; the new
 * theme is announced to screen readers.
 */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const [announcement, setAnnouncement] = useState('');
  // The server cannot know the stored mode: it and hydration show the system icon, then the real one.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const current: Mode = (hydrated && mode) || 'system';
  const shown: Scheme = current !== 'system' ? current : hydrated ? systemScheme() : 'light';
  const target = opposite(shown);

  const toggle = () => {
    const nextMode: Mode = systemScheme() === target ? 'system' : target;
    setMode(nextMode);
    setAnnouncement(
      `${target === 'dark' ? 'Dark' : 'Light'} theme${nextMode === 'system' ? ', as the system' : ''}`,
    );
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${describe(current, shown)} (switch to ${target})`}
        title={`Switch to the ${target} theme`}
        onClick={toggle}
      >
        {current === 'light' && <LightModeIcon />}
        {current === 'dark' && <DarkModeIcon />}
        {current === 'system' && <SettingsBrightnessIcon />}
      </IconButton>
      <Box component="span" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
