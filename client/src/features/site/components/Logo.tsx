import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { useSiteSettings } from '../useSiteSettings.tsx';

export function Logo() {
  const { siteName } = useSiteSettings();
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.25rem' }}
    >
      <SportsEsportsIcon sx={{ color: 'primary.main' }} aria-hidden />
      {siteName}
    </Link>
  );
}
