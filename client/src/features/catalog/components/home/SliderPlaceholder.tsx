import Box from '@mui/material/Box';

import { sliderBox } from './sliderBox.ts';

/** Holds the featured slider's place while its code loads (on a visit that starts on another page). */
export function SliderPlaceholder() {
  return <Box sx={sliderBox} />;
}
