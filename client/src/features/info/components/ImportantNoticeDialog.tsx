import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

import { SiteDialogFrame } from '../../../components/dialogs/SiteDialogFrame.tsx';

const blocks = [
  {
    title: 'Support Developers',
    text: 'Every game here is made by people who chose to share it freely. If you enjoy one, visit its official page to donate, report bugs or contribute.',
  },
  {
    title: 'For Evaluation Only',
    text: 'Gamevault helps you find and evaluate games; it hosts no files. Every download link leads to the game\u2019s official pages, and the game\u2019s own licence says what you may do with it.',
  },
  {
    title: 'Trusted Content',
    text: 'We list only open-source and freeware games whose authors allow free redistribution, with links to their official project pages.',
  },
  {
    title: 'Check Before Downloading',
    text: 'Make sure the address you download from is the official one shown on the game page, and check the system requirements first.',
  },
];

/** The Important notice of SPEC 2.6: four blocks and a thank-you line. */
export default function ImportantNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SiteDialogFrame open={open} onClose={onClose} title="Important Notice">
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {blocks.map((block) => (
            <Box key={block.title}>
              <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
                {block.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {block.text}
              </Typography>
            </Box>
          ))}
          <Typography sx={{ fontWeight: 600 }}>
            Thank you for supporting free and open-source games!
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Got it
        </Button>
      </DialogActions>
    </SiteDialogFrame>
  );
}
