import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';

/** A console page's heading, its browser title, and the page's actions on the right. */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  usePageMeta({ title: `${title} · Admin`, noindex: true });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' }, flex: 1 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
