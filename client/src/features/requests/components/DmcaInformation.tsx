import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { InformationList } from './InformationList.tsx';

const requiredInformation = [
  'The titles of the games or other content concerned',
  'Direct links to the Gamevault pages in question',
  'Your company name, if applicable',
  'Your personal contact information: name and email address',
  'A phone number where we can reach you (add it to the description)',
];

const disclaimers = [
  "Gamevault hosts no files. Removing a listing removes our link to the game's official pages; the files stay wherever their authors publish them, so contact that host about them.",
  "We review every notice and may share it with the game's authors so that they can answer it.",
];

/** The information step of the DMCA dialog (SPEC 2.6). */
export function DmcaInformation() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Gamevault respects the rights of creators. We list only games whose authors allow free redistribution,
        and every download link leads to the game&apos;s official pages. If you believe a listing on Gamevault
        infringes your copyright, send us a notice and we will review it promptly.
      </Typography>
      <InformationList title="Required information" items={requiredInformation} />
      <InformationList title="Disclaimers" items={disclaimers} />
      <Alert severity="warning" variant="outlined">
        <AlertTitle>Important Note</AlertTitle>
        By submitting this notice, you affirm that you have a good-faith belief that the use of the material
        is not authorized by the copyright owner, its agent, or the law. False claims may have legal
        consequences.
      </Alert>
    </Box>
  );
}
