import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { mayAccess } from '../../../../../shared/access/roles.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { Logo } from '../../site/components/Logo.tsx';
import { consoleSections, isSectionActive } from '../consoleSections.ts';
import { adminUrls } from '../urls.ts';
import { SectionBadge } from './SectionBadge.tsx';
import { sectionIcons } from './sectionIcons.tsx';
import { SignedInUser } from './SignedInUser.tsx';
import { useOpenReports } from './useOpenReports.ts';

interface Props {
  user: SessionUser;
  /** The top bar hides who is signed in on phones; the drawer says it there. */
  showUser?: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The console's navigation: the pages this role may open, the current one marked, then Logout. */
export function AdminSidebar({ user, showUser, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const reports = useOpenReports();
  // A site whose REST service keeps no reports has no Reports page to offer.
  const sections = consoleSections.filter(
    (section) =>
      mayAccess(user.role, section.area) && (section.path !== adminUrls.reports || reports.available),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <Logo />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Admin" sx={{ flex: 1 }}>
        <List>
          {sections.map((section) => {
            const active = isSectionActive(section, pathname);
            return (
              <ListItem key={section.path} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={section.path}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemIcon>{sectionIcons[section.path]}</ListItemIcon>
                  <ListItemText primary={section.label} />
                  {section.path === adminUrls.reports && <SectionBadge count={reports.count} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      {showUser && (
        <Box sx={{ px: 2.5, pt: 2 }}>
          <SignedInUser user={user} />
        </Box>
      )}
      <Box sx={{ py: 1 }}>
        <ListItemButton onClick={onLogout}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
      </Box>
    </Box>
  );
}
