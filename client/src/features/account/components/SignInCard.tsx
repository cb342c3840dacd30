import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { StandaloneCard } from '../../../components/layout/StandaloneCard.tsx';
import { Logo } from '../../site/components/Logo.tsx';

interface Props {
  title: string;
  intro: string;
  /** A failed attempt's text, kept in view after its toast is gone. */
  failure?: string;
  /** Work under way that takes a moment (the browser check), announced as it starts. */
  status?: string;
  children: ReactNode;
}

/** The frame of a sign-in page (site and console): the logo, a heading and one form, on their own. */
export function SignInCard({ title, intro, failure, status, children }: Props) {
  return (
    <StandaloneCard sx={{ maxWidth: 440, display: 'grid', gap: 2 }}>
      <Logo />
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      </Box>
      {/* Not a live region: the toast already announces the same text. */}
      {failure && (
        <Alert severity="error" role="none">
          {failure}
        </Alert>
      )}
      {status && (
        <Alert severity="info" role="status">
          {status}
        </Alert>
      )}
      {children}
    </StandaloneCard>
  );
}
