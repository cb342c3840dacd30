import AppleIcon from '@mui/icons-material/Apple';
import ComputerIcon from '@mui/icons-material/Computer';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import TerminalIcon from '@mui/icons-material/Terminal';
import VrpanoIcon from '@mui/icons-material/Vrpano';
import type SvgIcon from '@mui/material/SvgIcon';

type Icon = typeof SvgIcon;

// Keyed by the platform ids of shared/catalog/platforms.ts; any other platform gets a computer.
const icons: Readonly<Record<string, Icon>> = {
  windows: MicrosoftIcon,
  mac: AppleIcon,
  linux: TerminalIcon,
  'meta quest': VrpanoIcon,
};

/** The icon shown beside (or, on cards, instead of) a platform's name. */
export function platformIcon(value: string): Icon {
  return icons[value.toLowerCase()] ?? ComputerIcon;
}
