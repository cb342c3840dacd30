import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

interface Props {
  noticeTitle: string;
  gameTitle: string;
  onCancel: () => void;
  onResolve: (takeGameOffline: boolean) => void;
}

/** Resolving a notice that names a listed game: take the game offline in the same step (checked). */
export function ResolveNoticeDialog({ noticeTitle, gameTitle, onCancel, onResolve }: Props) {
  const [takeOffline, setTakeOffline] = useState(true);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="resolve-notice-title" maxWidth="xs">
      <DialogTitle id="resolve-notice-title">Resolve notice</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          “{noticeTitle}” names the listed game “{gameTitle}”.
        </DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={takeOffline} onChange={(event) => setTakeOffline(event.target.checked)} />
          }
          label={`Also take “${gameTitle}” offline (set it inactive)`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onResolve(takeOffline)} autoFocus>
          Resolve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
