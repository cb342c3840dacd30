import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import type { ReactElement } from 'react';

/** The sidebar's icon for each console page, by path. */
export const sectionIcons: Readonly<Record<string, ReactElement>> = {
  '/admin': <DashboardIcon />,
  '/admin/games': <SportsEsportsIcon />,
  '/admin/users': <PeopleIcon />,
  '/admin/dmca': <GavelIcon />,
  '/admin/requests': <PlaylistAddIcon />,
  '/admin/reports': <FlagIcon />,
  '/admin/settings': <SettingsIcon />,
  '/admin/audit': <HistoryIcon />,
};
