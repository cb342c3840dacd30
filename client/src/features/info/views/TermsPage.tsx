import { InlineLink } from '../components/InlineLink.tsx';
import type { LegalSection } from '../components/LegalPage.tsx';
import { LegalPage } from '../components/LegalPage.tsx';

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <p>
        Gamevault is a free catalogue of open-source and freeware PC games. We describe games and link to
        their official pages; we host no files. By using the site you accept these terms.
      </p>
    ),
  },
  {
    heading: 'Game licences',
    body: (
      <p>
        Each game is published by its authors under its own licence. That licence, not Gamevault, says what
        you may do with the game: read it on the game&apos;s official pages before you download, share or
        modify it.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Keep your password to yourself and tell us if you think someone else used your account. We may suspend
        accounts used to abuse the site or other people.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>Do not overload the site with automated requests or try to get around its security.</li>
        <li>Do not send false reports, false copyright claims or abusive messages.</li>
        <li>Request only games whose authors allow free redistribution.</li>
      </ul>
    ),
  },
  {
    heading: 'Other sites',
    body: (
      <p>
        Download links lead to pages run by each game&apos;s authors. Their content, availability and terms
        are theirs; we check our listings, but we cannot answer for those sites.
      </p>
    ),
  },
  {
    heading: 'No warranty',
    body: (
      <p>
        The site and the information on it are provided as they are, without warranty of any kind. See the{' '}
        <InlineLink to="/disclaimer">disclaimer</InlineLink> for details.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date above shows the current version. Questions are welcome through the{' '}
        <InlineLink to="/contact">contact form</InlineLink>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using Gamevault, a free catalogue of open-source and freeware PC games."
      path="/terms"
      sections={sections}
    />
  );
}

export default TermsPage;
