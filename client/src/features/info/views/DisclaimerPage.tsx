import { InlineLink } from '../components/InlineLink.tsx';
import type { LegalSection } from '../components/LegalPage.tsx';
import { LegalPage } from '../components/LegalPage.tsx';

const sections: LegalSection[] = [
  {
    heading: 'We host no files',
    body: (
      <p>
        Gamevault lists open-source and freeware games and links to their official pages. No game file is
        stored on or served by this site.
      </p>
    ),
  },
  {
    heading: 'Official sources',
    body: (
      <p>
        We link only to the pages the games&apos; authors publish. We check our listings, but a site run by
        someone else can change: make sure the address is the official one shown on the game page before you
        download.
      </p>
    ),
  },
  {
    heading: 'Accuracy',
    body: (
      <p>
        Sizes, versions and system requirements may be out of date; the game&apos;s official page is the
        reference. Spotted a mistake? <InlineLink to="/report">Report an issue</InlineLink>.
      </p>
    ),
  },
  {
    heading: 'Names and artwork',
    body: (
      <p>Game names, logos and artwork belong to their authors and are shown only to identify their games.</p>
    ),
  },
  {
    heading: 'No warranty',
    body: (
      <p>
        Games are provided by their authors as they are. Gamevault gives no warranty about them and is not
        liable for any loss that comes from downloading, installing or playing them.
      </p>
    ),
  },
  {
    heading: 'Copyright concerns',
    body: (
      <p>
        If you believe a listing infringes your rights, send us a DMCA notice with the DMCA link in the header
        or footer, or write to us through the <InlineLink to="/contact">contact form</InlineLink>.
      </p>
    ),
  },
];

export function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      description="Gamevault hosts no files: it lists open-source and freeware games and links to their official pages."
      path="/disclaimer"
      sections={sections}
    />
  );
}

export default DisclaimerPage;
