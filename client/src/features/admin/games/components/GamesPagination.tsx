import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

import { pageNumbers } from './pageNumbers.ts';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** First, previous, up to 5 page numbers, next, last (SPEC 2.20). */
export function GamesPagination({ page, pages, onChange }: Props) {
  if (pages <= 1) return null;
  const step = (label: string, target: number, icon: React.ReactNode) => (
    <IconButton aria-label={label} disabled={target === page} onClick={() => onChange(target)} size="small">
      {icon}
    </IconButton>
  );
  return (
    <Box
      component="nav"
      aria-label="Games pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      {step('First page', 1, <FirstPageIcon />)}
      {step('Previous page', Math.max(1, page - 1), <ChevronLeftIcon />)}
      {pageNumbers(page, pages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
          sx={{ minWidth: 36, px: 1 }}
        >
          {number}
        </Button>
      ))}
      {step('Next page', Math.min(pages, page + 1), <ChevronRightIcon />)}
      {step('Last page', pages, <LastPageIcon />)}
    </Box>
  );
}
