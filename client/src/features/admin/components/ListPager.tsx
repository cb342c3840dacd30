import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatNumber } from '../../../lib/format.ts';

interface Props {
  /** What the list holds, one and many: "entry", "entries". */
  noun: { one: string; many: string };
  /** The page links' name, such as "Audit log pages". */
  label: string;
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  /** The page shown is the one before, while the asked one loads. */
  busy: boolean;
  onOffsetChange: (offset: number) => void;
}

const countText = (offset: number, shown: number, total: number, busy: boolean, nouns: Props['noun']) => {
  if (busy) return `Loading ${nouns.many}...`;
  const noun = total === 1 ? nouns.one : nouns.many;
  if (shown === 0) return `${formatNumber(total)} ${noun}`;
  return `Showing ${formatNumber(offset + 1)}–${formatNumber(offset + shown)} of ${formatNumber(total)} ${noun}`;
};

/** Where this page is in a console list, and the way to the previous and next pages. */
export function ListPager({ noun, label, offset, shown, total, pageSize, busy, onOffsetChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
        {countText(offset, shown, total, busy, noun)}
      </Typography>
      <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          disabled={busy || offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          size="small"
          variant="outlined"
          endIcon={<ChevronRightIcon />}
          disabled={busy || offset + shown >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
