import ShieldIcon from '@mui/icons-material/Shield';
import Chip from '@mui/material/Chip';

const colors = { admin: 'primary', moderator: 'secondary', user: 'default' } as const;

const colorOf = (role: string) => (role in colors ? colors[role as keyof typeof colors] : 'default');

/** An account's role as a label; administrators get a shield (SPEC 2.21). */
export function RoleBadge({ role }: { role: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colorOf(role)}
      icon={role === 'admin' ? <ShieldIcon aria-hidden /> : undefined}
      label={role}
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
    />
  );
}
