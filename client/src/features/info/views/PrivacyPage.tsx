import { InlineLink } from '../components/InlineLink.tsx';
import type { LegalSection } from '../components/LegalPage.tsx';
import { LegalPage } from '../components/LegalPage.tsx';

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Gamevault is a catalogue of open-source and freeware PC games. It hosts no files: download links lead
        to each game&apos;s official pages, which have their own privacy policies.
      </p>
    ),
  },
  {
    heading: 'What your browser keeps',
    body: (
      <>
        <p>The site stores a few items in your browser&apos;s local storage, and nothing else:</p>
        <ul>
          <li>
            <code>auth-storage</code>: your sign-in session (a token, your email address and role) while you
            are logged in.
          </li>
          <li>
            <code>game-metrics</code>: the views, stars, shares and downloads counted on this browser.
          </li>
          <li>
            <code>reports-storage</code>: the problem reports you filed from game pages.
          </li>
          <li>
            <code>userId</code>: a random id, so that a star or a share counts once per browser.
          </li>
          <li>
            <code>gv-color-mode</code>: your theme choice (light, dark or the system setting).
          </li>
        </ul>
        <p>You can remove them at any time by clearing this site&apos;s data in your browser.</p>
      </>
    ),
  },
  {
    heading: 'Accounts',
    body: (
      <p>
        When you register we store your email address and a hash of your password (never the password itself),
        with your role, the date the account was created, your notification settings, favorites and download
        list.
      </p>
    ),
  },
  {
    heading: 'Messages you send',
    body: (
      <p>
        Contact messages, issue reports, game requests, DMCA notices and newsletter sign-ups keep what you
        typed, including your email address, so that we can answer you. Only the site&apos;s staff read them,
        and we never sell or share them for marketing.
      </p>
    ),
  },
  {
    heading: 'No tracking',
    body: (
      <p>
        Gamevault uses no analytics, no advertising and no third-party cookies or trackers. Our server keeps
        short technical logs (time, page requested and IP address) to keep the service running and to stop
        abuse.
      </p>
    ),
  },
  {
    heading: 'Questions and requests',
    body: (
      <p>
        To see, correct or delete what we hold about you, write to us through the{' '}
        <InlineLink to="/contact">contact form</InlineLink>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What Gamevault stores in your browser and on its server, and what it never does: no tracking."
      path="/privacy"
      sections={sections}
    />
  );
}

export default PrivacyPage;
