import Alert from '@mui/material/Alert';

/** What signed-in staff see on the public site while visitors get the maintenance notice. */
export default function MaintenanceReminder() {
  return (
    <Alert severity="warning" square sx={{ justifyContent: 'center' }}>
      Maintenance mode is on: visitors see the maintenance page. Turn it off in the console’s Settings.
    </Alert>
  );
}
