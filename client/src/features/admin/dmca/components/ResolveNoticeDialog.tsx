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

/** What Resolve will do, said before it is pressed. */
const outcome = (gameTitle: string, takeOffline: boolean) =>
  takeOffline
    ? `Resolve marks the notice resolved and takes “${gameTitle}” out of the catalogue.`
    : `Resolve marks the notice resolved; “${gameTitle}” stays in the catalogue.`;

/**
 * Resolving a notice that names a listed game: taking the game offline in the same step is offered
 * but never the default, and the dialog says what Resolve will do before it is pressed.
 */
export function ResolveNoticeDialog({ noticeTitle, gameTitle, onCancel, onResolve }: Props) {
  const [takeOffline, setTakeOffline] = useState(false);
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby="resolve-notice-title"
      aria-describedby="resolve-notice-outcome"
      maxWidth="xs"
    >
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
        <DialogContentText id="resolve-notice-outcome" role="status" sx={{ mt: 1 }}>
          {outcome(gameTitle, takeOffline)}
        </DialogContentText>
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
