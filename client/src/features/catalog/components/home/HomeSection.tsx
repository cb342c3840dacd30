import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface HomeSectionProps {
  title: string;
  /** A link beside the title, such as "View All". */
  action?: { to: string; label: string };
  children: ReactNode;
}

/** A titled block of the home page, named by its heading for landmark navigation. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {action && (
          <Button component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        )}
      </Box>
      {/* Hydrates on its own, in a short task of its own. */}
      <Suspense>{children}</Suspense>
    </Box>
  );
}
