import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { InformationList } from './InformationList.tsx';

const requiredInformation = ['Game title', 'Platform', 'Release year', 'Your email address'];

/** The information step of the game request dialog (SPEC 2.6). */
export function GameRequestInformation() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Know a free or open-source game that belongs in the catalogue? Tell us about it and we will look into
        adding it. We list only games whose authors allow free redistribution, with links to their official
        pages.
      </Typography>
      <InformationList title="Required information" items={requiredInformation} />
      <Alert severity="info" variant="outlined">
        You will receive an email notification once your request has been processed.
      </Alert>
    </Box>
  );
}
