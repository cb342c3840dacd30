import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router-dom';

import { genres } from '../../../../shared/catalog/genres.ts';
import type { SiteDialog } from '../../components/dialogs/siteDialogs.ts';
import { useOpenSiteDialog } from '../../components/dialogs/siteDialogs.ts';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The header's navigation on phones: the same entries as the desktop bar, genres listed in full. */
export default function MobileNavDrawer({ open, onClose }: MobileNavDrawerProps) {
  const openDialog = useOpenSiteDialog();
  const show = (dialog: SiteDialog) => {
    onClose();
    openDialog(dialog);
  };
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <List component="nav" aria-label="Main">
        <ListItemButton component={RouterLink} to="/latest" onClick={onClose}>
          <ListItemText primary="Latest" />
        </ListItemButton>
        <ListItemButton onClick={() => show({ kind: 'gameRequest' })}>
          <ListItemText primary="Request Game" />
        </ListItemButton>
        <ListItemButton onClick={() => show({ kind: 'dmca' })}>
          <ListItemText primary="DMCA" />
        </ListItemButton>
        <ListItemButton onClick={() => show({ kind: 'importantNotice' })}>
          <ListItemText primary="Important" />
        </ListItemButton>
      </List>
      <List component="nav" aria-label="Genres" subheader={<ListSubheader>Genres</ListSubheader>} dense>
        {genres.map((genre) => (
          <ListItemButton key={genre.id} component={RouterLink} to={`/genre/${genre.id}`} onClick={onClose}>
            <ListItemText primary={genre.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
