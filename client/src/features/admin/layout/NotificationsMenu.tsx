import { useQuery } from '@apollo/client/react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { adminUrls } from '../urls.ts';
import { AdminPendingWorkQuery } from './queries.ts';
import { useOpenReports } from './useOpenReports.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The top bar's bell: how many DMCA notices, game requests and reports wait for a decision, each a
 * link to its page. (SPEC 2.18 shows a fixed badge of 3; the real count is what a moderator needs.)
 */
export function NotificationsMenu() {
  const { data } = useQuery(AdminPendingWorkQuery, { fetchPolicy: 'cache-and-network' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const notices = data?.dmcaNotices.filter((notice) => notice.status === 'pending').length ?? 0;
  const requests = data?.gameRequests.filter((request) => request.status === 'pending').length ?? 0;
  const reports = useOpenReports();
  const total = notices + requests + (reports.available ? reports.count : 0);
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
        {reports.available && (
          <MenuItem component={RouterLink} to={adminUrls.reports} onClick={close}>
            <ListItemText
              primary="Reports"
              secondary={plural(reports.count, 'open report', 'open reports')}
            />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
