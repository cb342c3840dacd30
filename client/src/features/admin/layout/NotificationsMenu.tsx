import { useQuery } from '@apollo/client/react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { AdminPendingWorkQuery } from './queries.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The top bar's bell: how many DMCA notices and game requests wait for a decision, each a link to
 * its page. (SPEC 2.18 shows a fixed badge of 3; the real count is what a moderator needs.)
 */
export function NotificationsMenu() {
  const { data } = useQuery(AdminPendingWorkQuery, { fetchPolicy: 'cache-and-network' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const notices = data?.dmcaNotices.filter((notice) => notice.status === 'pending').length ?? 0;
  const requests = data?.gameRequests.filter((request) => request.status === 'pending').length ?? 0;
  const total = notices + requests;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications: ${plural(total, 'item waits', 'items wait')} for a decision`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={total} color="secondary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/admin/dmca" onClick={close}>
          <ListItemText
            primary="DMCA Notices"
            secondary={plural(notices, 'pending notice', 'pending notices')}
          />
        </MenuItem>
        <MenuItem component={RouterLink} to="/admin/requests" onClick={close}>
          <ListItemText
            primary="Game Requests"
            secondary={plural(requests, 'pending request', 'pending requests')}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
