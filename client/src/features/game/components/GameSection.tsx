import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled part of the game page's main column. */
export function GameSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Text as written by the admin: its line breaks are kept. */
export function TextSection({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <GameSection title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
        {text}
      </Typography>
    </GameSection>
  );
}
