import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useOpenSiteDialog } from '../../components/dialogs/siteDialogs.ts';
import { useSiteSettings } from '../../features/site/useSiteSettings.tsx';
import { NewsletterBox } from './NewsletterBox.tsx';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

const FooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <li>
    <Link component={RouterLink} to={to} color="text.secondary">
      {children}
    </Link>
  </li>
);

export function Footer() {
  const openDialog = useOpenSiteDialog();
  const { siteName } = useSiteSettings();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8 }}>
      <Container sx={{ py: 5 }}>
        <NewsletterBox />
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            mt: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              {siteName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 360 }}>
              Free and open-source PC games in one catalogue. {siteName} hosts no files: every download link
              leads to the game's official pages.
            </Typography>
          </Box>
          <FooterColumn title="Quick Links">
            <FooterLink to="/categories">Browse Categories</FooterLink>
            <FooterLink to="/top-downloads">Top Downloads</FooterLink>
            <FooterLink to="/latest">Latest Games</FooterLink>
            <FooterLink to="/request">Request Game</FooterLink>
          </FooterColumn>
          <FooterColumn title="Support">
            <FooterLink to="/faq">FAQ</FooterLink>
            <FooterLink to="/contact">Contact Us</FooterLink>
            <li>
              <Link
                component="button"
                type="button"
                color="text.secondary"
                onClick={() => openDialog({ kind: 'dmca' })}
                sx={{ font: 'inherit', verticalAlign: 'baseline' }}
              >
                DMCA
              </Link>
            </li>
            <FooterLink to="/report">Report Issue</FooterLink>
          </FooterColumn>
          <FooterColumn title="Legal">
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
            <FooterLink to="/terms">Terms of Service</FooterLink>
            <FooterLink to="/disclaimer">Disclaimer</FooterLink>
          </FooterColumn>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 5, textAlign: 'center' }}>
          © {new Date().getFullYear()} {siteName}. Game names and artwork belong to their authors.
        </Typography>
      </Container>
    </Box>
  );
}
