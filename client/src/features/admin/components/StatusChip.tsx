import Chip from '@mui/material/Chip';

const colors = {
  pending: 'warning',
  open: 'warning',
  dismissed: 'default',
  resolved: 'success',
  approved: 'success',
  rejected: 'default',
  active: 'success',
  inactive: 'warning',
} as const;

type Status = keyof typeof colors;

/** A moderation or game status as a coloured label. */
export function StatusChip({ status }: { status: Status }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={status}
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
    />
  );
}
