import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { Link as RouterLink } from 'react-router-dom';

import { useSiteSettings } from '../useSiteSettings.tsx';
import styles from './Logo.module.css';

export function Logo() {
  const { siteName } = useSiteSettings();
  return (
    <RouterLink to="/" className={styles.logo}>
      <SportsEsportsIcon className={styles.icon} aria-hidden />
      {siteName}
    </RouterLink>
  );
}
