import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { accountPageUrls } from '../../features/account/urls.ts';
import { useLogout } from '../../features/account/useLogout.ts';
import { useSession } from '../../lib/session.ts';

interface Props {
  id: string;
  /** The Account button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The entries of the Account dropdown (SPEC 2.2), signed out and signed in. */
export default function AccountMenuList({ id, anchor, onClose }: Props) {
  const session = useSession();
  const endSession = useLogout();
  const logout = () => {
    onClose();
    endSession();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {session
        ? [
            <ListItemText
              key="who"
              sx={{ px: 2, py: 1, m: 0 }}
              primary={session.user.email}
              secondary={session.user.role}
            />,
            <Divider key="divider" />,
            <MenuItem key="profile" component={RouterLink} to={accountPageUrls.profile} onClick={onClose}>
              My Profile
            </MenuItem>,
            <MenuItem key="settings" component={RouterLink} to={accountPageUrls.settings} onClick={onClose}>
              Account Settings
            </MenuItem>,
            session.user.role === 'admin' && (
              <MenuItem key="admin" component={RouterLink} to="/admin" onClick={onClose}>
                Admin Panel
              </MenuItem>
            ),
            <MenuItem key="logout" onClick={logout}>
              Logout
            </MenuItem>,
          ]
        : [
            <Typography key="welcome" variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              Welcome! Sign in to keep your favorites and downloads.
            </Typography>,
            <MenuItem key="login" component={RouterLink} to="/login" onClick={onClose}>
              Login
            </MenuItem>,
            <MenuItem key="register" component={RouterLink} to="/register" onClick={onClose}>
              Create Account
            </MenuItem>,
          ]}
    </Menu>
  );
}
