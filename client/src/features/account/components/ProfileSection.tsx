import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface Props {
  title: string;
  /** A line under the heading saying what the panel is for. */
  intro?: string;
  /** An action that cannot be undone (deleting the account): the panel is marked in the error colour. */
  danger?: boolean;
  children: ReactNode;
}

/** One titled panel of the account pages (profile details, password, favorites, settings...). */
export function ProfileSection({ title, intro, danger = false, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, ...(danger && { borderColor: 'error.main' }) }}
    >
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.25rem', ...(danger && { color: 'error.main' }) }}
        >
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
