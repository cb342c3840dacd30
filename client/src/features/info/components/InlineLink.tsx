import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A link to another page of the site inside running text, underlined so colour is not its only mark. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}
