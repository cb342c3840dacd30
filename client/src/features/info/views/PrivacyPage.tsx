import { messages } from '../../../../../shared/validation/messages.ts';
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
        <p>The site keeps a few items in your browser, and nothing else:</p>
        <ul>
          <li>
            <code>gv_visitor</code>: a cookie holding a random id and nothing else, so that a view, star,
            share or download of yours counts once. It is set by the first of these that is counted, not by
            other pages; no script on the page can read it (<code>HttpOnly</code>), it is sent to this site
            only, and it lasts a year.
          </li>
          <li>
            <code>auth-storage</code>: your sign-in session (a token, your email address and role) while you
            are logged in; staff signed in to the console also keep the token under <code>adminToken</code>.
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
        with your role, the date the account was created, your display name, your notification settings,
        favorites and download list, and when you last used the site (noted at most once an hour, to count the
        active users on the home page).
      </p>
    ),
  },
  {
    heading: 'Views, stars, shares and downloads',
    body: (
      <>
        <p>
          These are counted on our server so that everyone sees the same figures. They are stored with your
          account when you are signed in, and otherwise with a hash of your visitor id, never the id itself:
        </p>
        <ul>
          <li>
            A view of a game page is remembered for 30 minutes, so that it counts once in that time, and is
            deleted within minutes after. Only the game&apos;s total stays.
          </li>
          <li>
            A star or a share is remembered for as long as the game is in the catalogue, so that each counts
            once. When you are signed in, your star is your favorite and you can remove it from your profile;
            stars you gave before signing in on the same browser become your favorites when you sign in.
          </li>
          <li>
            A download made without an account is remembered for two days, so that it counts once a day, and
            is then deleted; a download made while signed in goes into your account&apos;s download list. Each
            game keeps how many downloads it had each day, which names nobody.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Ratings, comments and reports',
    body: (
      <ul>
        <li>
          Your rating of a game is kept with your account until you change it or delete your account; the game
          shows the average and the number of ratings, never who gave them.
        </li>
        <li>
          Your comments and replies are public under your display name and kept until you delete them (or a
          moderator does). The comments you liked are kept with your account, so that each like counts once.
        </li>
        <li>
          Reports of games and comments reach the site&apos;s staff and are kept, with what was done about
          them, as a record of their work.
        </li>
      </ul>
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
    heading: 'Deleting your account',
    body: (
      <p>
        Deleting your account from your profile deletes it with your favorites, ratings, download list and
        sessions: your stars and ratings leave the games&apos; figures and averages within a minute. Your
        comments stay, shown as written by &ldquo;{messages.comment.deletedAuthor}&rdquo; and no longer linked
        to anyone, so that the replies of others keep their sense; delete them first if you want them gone.
        Your likes are withdrawn, and reports you filed stay for the staff without your email address. Views,
        shares and downloads already counted stay in the games&apos; totals.
      </p>
    ),
  },
  {
    heading: 'No tracking',
    body: (
      <p>
        Gamevault uses no analytics, no advertising and no third-party cookies or trackers. Your IP address is
        never stored with what you do here: views, stars, shares, downloads, ratings, comments and reports
        hold none. To stop abuse, and so that a form sent twice is stored once, the server&apos;s limits and
        its check for repeated forms keep only a keyed hash of the address a request came from, never the
        address itself, for at most a day: a code made from the address with a secret key of the server, which
        cannot be turned back into the address without that key. The address itself is kept in the short
        technical logs (time, page requested and IP address) that keep the service running, and the
        staff&apos;s actions in the console are logged with their address.
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
      description="What Gamevault stores in your browser and on its server, for how long, and what it never does: no tracking."
      path="/privacy"
      sections={sections}
    />
  );
}

export default PrivacyPage;
