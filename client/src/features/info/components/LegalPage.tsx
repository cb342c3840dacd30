import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  description: string;
  path: string;
  sections: readonly LegalSection[];
}

/** The frame of the legal pages (SPEC 2.1): each 'last updated March 15, 2024'. */
export function LegalPage({ title, description, path, sections }: Props) {
  usePageMeta({ title, description, path });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        This page was last updated March 15, 2024.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3.5 }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
              {section.heading}
            </Typography>
            <Box sx={{ color: 'text.secondary', '& p': { m: 0, mb: 1.5 }, '& ul': { mt: 0, pl: 3 } }}>
              {section.body}
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
