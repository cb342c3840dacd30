import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props<Decision extends string> {
  /** What the item is called in the buttons' accessible names. */
  itemName: string;
  accept: { label: string; decision: Decision };
  reject: { label: string; decision: Decision };
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/** The two decisions on a pending item (SPEC 2.22, 2.23). */
export function DecisionButtons<Decision extends string>({
  itemName,
  accept,
  reject,
  busy,
  onDecide,
}: Props<Decision>) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy}
        aria-label={`${accept.label} ${itemName}`}
        onClick={() => onDecide(accept.decision)}
      >
        {accept.label}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        aria-label={`${reject.label} ${itemName}`}
        onClick={() => onDecide(reject.decision)}
      >
        {reject.label}
      </Button>
    </Box>
  );
}
