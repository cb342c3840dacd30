import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useOpenSiteDialog } from '../../components/dialogs/siteDialogs.ts';
import { useSiteSettings } from '../../features/site/useSiteSettings.tsx';
import styles from './Footer.module.css';
import { NewsletterBox } from './NewsletterBox.tsx';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>{children}</ul>
    </nav>
  );
}

const FooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <li>
    <RouterLink to={to} className={styles.link}>
      {children}
    </RouterLink>
  </li>
);

export function Footer() {
  const openDialog = useOpenSiteDialog();
  const { siteName } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <NewsletterBox />
        <div className={styles.columns}>
          <div>
            <h2 className={styles.siteName}>{siteName}</h2>
            <p className={styles.about}>
              Free and open-source PC games in one catalogue. {siteName} hosts no files: every download link
              leads to the game's official pages.
            </p>
          </div>
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
              <button type="button" className={styles.link} onClick={() => openDialog({ kind: 'dmca' })}>
                DMCA
              </button>
            </li>
            <FooterLink to="/report">Report Issue</FooterLink>
          </FooterColumn>
          <FooterColumn title="Legal">
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
            <FooterLink to="/terms">Terms of Service</FooterLink>
            <FooterLink to="/disclaimer">Disclaimer</FooterLink>
          </FooterColumn>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {siteName}. Game names and artwork belong to their authors.
        </p>
      </Container>
    </footer>
  );
}
