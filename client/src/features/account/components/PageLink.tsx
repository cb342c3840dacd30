import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  /** The text before the link ("Don't have an account?"), if any. */
  lead?: ReactNode;
  to: string;
  /** History state to carry along (where the visitor was going before signing in). */
  state?: unknown;
  children: ReactNode;
}

/** A line under a sign-in form leading to the next page a visitor may need. */
export function PageLink({ lead, to, state, children }: Props) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      {lead}{' '}
      <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
    </Typography>
  );
}
