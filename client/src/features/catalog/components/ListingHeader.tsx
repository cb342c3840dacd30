import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListingHeaderProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Sort and filter controls, shown beside the title on wide screens and below it on narrow ones. */
  children?: ReactNode;
}

/** The heading block of a listing page: icon, title, description and its controls. */
export function ListingHeader({ title, description, icon, children }: ListingHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '& svg': { fontSize: 32 },
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          {description && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>{description}</Typography>
          )}
        </Box>
      </Box>
      {children && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{children}</Box>
      )}
    </Box>
  );
}
