import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';

import { responsiveImage } from '../../../lib/images.ts';
import { screenshotAlt } from './screenshotAlt.ts';

interface Props {
  screenshots: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
} as const;

/**
 * One screenshot at a time: arrow keys or the buttons step through them (wrapping at the ends),
 * Escape closes, and the dialog returns focus to the thumbnail that opened it.
 */
export default function ScreenshotLightbox({ screenshots, title, index, onIndexChange, onClose }: Props) {
  const count = screenshots.length;
  const step = (by: number) => onIndexChange((index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  const labelId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth="lg"
      fullWidth
      aria-labelledby={labelId}
      slotProps={{
        paper: {
          sx: {
            bgcolor: 'common.black',
            color: 'common.white',
            m: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={labelId} component="h2" variant="body1" sx={{ fontWeight: 600 }}>
          {screenshotAlt(index, title)}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          {...responsiveImage(screenshots[index] ?? '', '100vw')}
          alt={screenshotAlt(index, title)}
          width={1280}
          height={720}
          sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain' }}
        />
        {count > 1 && (
          <>
            <IconButton
              aria-label="Previous screenshot"
              onClick={() => step(-1)}
              sx={{ ...navButton, left: 8 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next screenshot" onClick={() => step(1)} sx={{ ...navButton, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
