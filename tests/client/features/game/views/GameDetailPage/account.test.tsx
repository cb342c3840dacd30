import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  AccountRecordDownloadMutation,
  ResendVerificationEmailMutation,
} from '../../../../../../client/src/features/account/mutations.ts';
import { GameDetailPage } from '../../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { favoritesAnswer, profileAnswer, signIn, visitor } from '../../../account/profileFixtures.ts';
import { forgetSessions } from '../../../account/signInFixtures.ts';
import { gameAnswer, gameFixture } from '../../gameFixture.ts';

afterEach(forgetSessions);

/** The record-download answer, counting the calls that reach it. */
function recordDownloadAnswer() {
  const sent: unknown[] = [];
  const mock = {
    request: { query: AccountRecordDownloadMutation, variables: () => true },
    result: (variables: unknown) => {
      sent.push(variables);
      return { data: { recordDownload: { __typename: 'MessageResult', message: 'Download recorded' } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { sent, mock };
}

function open(mocks: object[]) {
  renderPage(<GameDetailPage />, { path: '/game/zero-ad', route: '/game/:slug', mocks: mocks as never });
}

async function clickDownload() {
  const link = await screen.findByRole('link', { name: 'Download Game' });
  // A new tab is the browser's business; here only what the page sends matters.
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
}

const storedDownloads = () =>
  (JSON.parse(localStorage.getItem('game-metrics') ?? '{}') as Record<string, { downloads?: number }>)['7']
    ?.downloads;

describe('game page for a signed-in visitor', () => {
  it('records Download Game in the account as well as in this browser', async () => {
    signIn();
    const { sent, mock } = recordDownloadAnswer();
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer(), mock]);
    await clickDownload();
    await waitFor(() => expect(sent).toEqual([{ gameId: '7' }]));
    expect(storedDownloads()).toBe(1);
  });

  it("counts a signed-out visitor's download in this browser only", async () => {
    const { sent, mock } = recordDownloadAnswer();
    open([gameAnswer(gameFixture()), mock]);
    await clickDownload();
    expect(storedDownloads()).toBe(1);
    expect(sent).toEqual([]);
  });

  it("offers the Favorite toggle on the game's cover", async () => {
    signIn();
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer()]);
    const toggle = await screen.findByRole('button', { name: 'Favorite 0 A.D.' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.parentElement?.parentElement).toContainElement(
      screen.getByRole('img', { name: '0 A.D. cover' }),
    );
  });
});

describe('comments, ratings and votes need a verified address', () => {
  const unverified = profileAnswer({
    data: {
      me: { __typename: 'Profile', ...visitor, createdAt: '2024-03-15T10:00:00.000Z', emailVerified: false },
    },
  });
  const section = async (name: string) =>
    (await screen.findByRole('heading', { name })).closest('section') ?? document.body;

  it('a signed-in unverified visitor sees why, and a way to get a new link, instead of the controls', async () => {
    signIn();
    const resent = {
      request: { query: ResendVerificationEmailMutation },
      result: {
        data: {
          resendVerificationEmail: { __typename: 'MessageResult', message: messages.emailVerification.sent },
        },
      },
    };
    open([gameAnswer(gameFixture()), favoritesAnswer([]), unverified, resent]);
    const gated = await section('Rating and Comments');
    expect(within(gated).getByText(messages.emailVerification.required)).toBeInTheDocument();
    expect(screen.getAllByText(messages.emailVerification.required)).toHaveLength(1);
    // The comments stay readable; only their form is left out.
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.setup().click(within(gated).getByRole('button', { name: 'Resend email' }));
    expect(await within(gated).findByText(messages.emailVerification.sent)).toBeInTheDocument();
    expect(within(gated).getByRole('button', { name: 'Resend email' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Favorite 0 A.D.' })).toBeInTheDocument();
  });

  it('a verified or signed-out visitor gets the controls', async () => {
    signIn();
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer()]);
    expect(await screen.findByRole('button', { name: 'Post comment' })).toBeInTheDocument();
    expect(screen.queryByText(messages.emailVerification.required)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Favorite 0 A.D.' })).toBeInTheDocument();
    forgetSessions();
  });
});
