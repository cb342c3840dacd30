import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.25rem' }}
    >
      <SportsEsportsIcon sx={{ color: 'primary.main' }} aria-hidden />
      Gamevault
    </Link>
  );
}
