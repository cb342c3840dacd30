import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ResendVerificationEmailMutation } from '../../../../../../client/src/features/account/mutations.ts';
import { GameDetailPage } from '../../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { communityFeaturesAnswer, gameViewerAnswer } from '../../../../support/communityAnswers.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { favoritesAnswer, profileAnswer, signIn, visitor } from '../../../account/profileFixtures.ts';
import { forgetSessions } from '../../../account/signInFixtures.ts';
import { countAnswer, rateAnswer, starAnswer } from '../../communityFixtures.ts';
import { gameAnswer, gameFixture } from '../../gameFixture.ts';

afterEach(forgetSessions);

function open(mocks: object[]) {
  renderPage(<GameDetailPage />, { path: '/game/zero-ad', route: '/game/:slug', mocks: mocks as never });
}

async function clickDownload() {
  const link = await screen.findByRole('link', { name: 'Download Game' });
  // A new tab is the browser's business; here only what the page sends matters.
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
}

describe('game page for a signed-in visitor', () => {
  it('records Download Game on the server', async () => {
    signIn();
    const download = countAnswer('AccountRecordDownload', true);
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer(), download.mock]);
    await clickDownload();
    await waitFor(() => expect(download.sent).toEqual([{ gameId: '7' }]));
  });

  it('shows one Star and no separate Favorite heart on the page', async () => {
    signIn();
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer()]);
    expect(await screen.findByRole('button', { name: 'Star' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Post comment' });
    expect(screen.queryByRole('button', { name: /^Favorite / })).not.toBeInTheDocument();
  });

  it('stars (a favorite) and withdraws the star again, the count following', async () => {
    signIn();
    const user = userEvent.setup();
    const star = starAnswer('StarGame', true);
    const unstar = starAnswer('UnstarGame', false);
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer(), star.mock, unstar.mock]);
    const stars = async () =>
      within(
        (await screen.findByRole('list', { name: 'Game statistics' })).querySelectorAll(
          'li',
        )[1] as HTMLElement,
      );
    await user.click(await screen.findByRole('button', { name: 'Star' }));
    const starred = await screen.findByRole('button', { name: 'Starred' });
    expect(starred).not.toHaveAttribute('aria-disabled');
    expect((await stars()).getByText('1,251')).toBeInTheDocument();
    await waitFor(() => expect(star.sent).toEqual([{ gameId: '7' }]));

    await user.click(starred);
    expect(await screen.findByRole('button', { name: 'Star' })).toBeInTheDocument();
    expect((await stars()).getByText('1,250')).toBeInTheDocument();
    await waitFor(() => expect(unstar.sent).toEqual([{ gameId: '7' }]));
  });

  it('shows the rating the visitor gave and lets them change it', async () => {
    signIn();
    const user = userEvent.setup();
    const rate = rateAnswer();
    open([
      gameAnswer(gameFixture()),
      favoritesAnswer([]),
      profileAnswer(),
      gameViewerAnswer('7', { myRating: 3 }),
      rate.mock,
    ]);
    expect(await screen.findByText('Your rating: 3 out of 5. You can change it.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 Stars' })).toBeChecked();
    act(() => screen.getByRole('radio', { name: '3 Stars' }).focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByText('Thanks! You rated this game 4 out of 5.')).toBeInTheDocument();
    expect(rate.sent).toEqual([{ gameId: '7', rating: 4 }]);
  });

  it('hides the rating where the site offers none', async () => {
    signIn();
    open([
      gameAnswer(gameFixture()),
      favoritesAnswer([]),
      profileAnswer(),
      communityFeaturesAnswer({ ratings: false }),
    ]);
    expect(await screen.findByRole('button', { name: 'Post comment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Rating' })).not.toBeInTheDocument();
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
  });

  it('a verified or signed-out visitor gets the controls', async () => {
    signIn();
    open([gameAnswer(gameFixture()), favoritesAnswer([]), profileAnswer()]);
    expect(await screen.findByRole('button', { name: 'Post comment' })).toBeInTheDocument();
    expect(screen.queryByText(messages.emailVerification.required)).not.toBeInTheDocument();
    forgetSessions();
  });
});
