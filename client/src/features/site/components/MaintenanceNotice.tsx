import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { useSiteSettings } from '../useSiteSettings.tsx';

/**
 * What visitors see while the site is in maintenance mode (SPEC 2.24): answered with HTTP 503 and
 * Retry-After, so search engines come back later instead of dropping the pages.
 */
export default function MaintenanceNotice() {
  const { siteName, contactEmail } = useSiteSettings();
  usePageMeta({ title: 'Down for maintenance', noindex: true, status: 503 });
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <BuildCircleIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mt: 2, mb: 2 }}>
          {siteName} is down for maintenance
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We are making improvements and will be back shortly. Thank you for your patience.
        </Typography>
        <Typography color="text.secondary">
          Questions? Write to <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
        </Typography>
      </Box>
    </Box>
  );
}
