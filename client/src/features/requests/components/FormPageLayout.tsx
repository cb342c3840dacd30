import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: ReactNode;
  /** Shown between the introduction and the form. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the public form pages: a heading, a few words on what happens, the form in a card. */
export function FormPageLayout({ title, intro, aside, children }: Props) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>{intro}</Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {aside}
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Container>
  );
}
