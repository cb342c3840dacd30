import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface Props {
  title: string;
  /** A line under the heading saying what the panel is for. */
  intro?: string;
  children: ReactNode;
}

/** One titled panel of the account pages (profile details, password, favorites, settings...). */
export function ProfileSection({ title, intro, children }: Props) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intro}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
