import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A Back button before the submit button (dialogs: back to the information step). */
  onBack?: () => void;
}

/** The buttons under a public form: the submit button reads `busyLabel` and is disabled while sending. */
export function FormActions({ submitLabel, busyLabel, busy, onBack }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onBack && (
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}
