import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';
import { toast } from '../../../components/toasts/toast.ts';
import { shareLinks } from '../lib/shareLinks.ts';

/** SPEC 9: the copy button rests 3 s after a copy; the confirmation shows for 2 s. */
const copyLockMs = 3000;
const copiedToastMs = 2000;

interface Props {
  title: string;
  url: string;
  onClose: () => void;
  /** The visitor shared: opened a share link or copied the address (not merely opened the dialog). */
  onShared: () => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export default function ShareDialog({ title, url, onClose, onShared }: Props) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const links = shareLinks(title, url);

  const copy = async () => {
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), copyLockMs);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard!', { autoClose: copiedToastMs, toastId: 'link-copied' });
      onShared();
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.', {
        toastId: 'link-not-copied',
      });
    }
  };

  return (
    <SiteDialogFrame open onClose={onClose} title={`Share ${title}`} maxWidth="xs">
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Button
            variant="outlined"
            href={links.facebook}
            {...newTab}
            onClick={onShared}
            startIcon={<FacebookIcon />}
          >
            Share on Facebook
          </Button>
          <Button
            variant="outlined"
            href={links.twitter}
            {...newTab}
            onClick={onShared}
            startIcon={<XIcon />}
          >
            Share on Twitter
          </Button>
          <Button variant="outlined" href={links.email} onClick={onShared} startIcon={<EmailIcon />}>
            Share by email
          </Button>
          <Box sx={{ pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
              {url}
            </Typography>
            <Button
              variant="contained"
              fullWidth
              onClick={() => void copy()}
              disabled={locked}
              startIcon={<ContentCopyIcon />}
            >
              Copy link
            </Button>
          </Box>
        </Stack>
      </DialogContent>
    </SiteDialogFrame>
  );
}
