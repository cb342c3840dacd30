import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useId } from 'react';

// Phones get the width back that the default 32px margins and 24px padding take.
const narrowScreenPaper = {
  mx: { xs: 1.5, sm: 4 },
  width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
  '& .MuiDialogContent-root, & .MuiDialogTitle-root': { px: { xs: 2, sm: 3 } },
} as const;

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `xs` for a dialog of a few buttons. */
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * The frame of the site dialogs (SPEC 2.6): page scrolling locked while open, closed by the backdrop,
 * Escape or the Close button, and named by its title.
 */
export function SiteDialogFrame({ open, onClose, title, maxWidth = 'sm', children }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: narrowScreenPaper } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
}
