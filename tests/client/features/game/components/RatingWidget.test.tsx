import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import RatingWidget from '../../../../../client/src/features/game/components/RatingWidget.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { signIn } from '../../account/profileFixtures.ts';
import { forgetSessions } from '../../account/signInFixtures.ts';
import { graphqlFailure, rateAnswer } from '../communityFixtures.ts';

afterEach(forgetSessions);

function openWidget(rate = rateAnswer(), myRating: number | null = null) {
  renderPage(<RatingWidget gameId="7" title="0 A.D." myRating={myRating} />, {
    path: '/game/zero-ad',
    route: '/game/:slug',
    mocks: [rate.mock] as never,
  });
  return rate;
}

const radio = (stars: number) =>
  screen.getByRole('radio', { name: stars === 1 ? '1 Star' : `${stars} Stars` });

describe('the rating widget', () => {
  it('moves the choice with the arrow keys without rating, and rates on Enter', async () => {
    signIn();
    const user = userEvent.setup();
    const rate = openWidget();
    act(() => radio(1).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(radio(3)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3 out of 5 chosen: press Enter to rate.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rate.sent).toEqual([]);
    // Not locked: the choice still moves.
    await user.keyboard('{ArrowRight}');
    expect(radio(4)).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Thanks! You rated this game 4 out of 5.')).toBeInTheDocument();
    expect(rate.sent).toEqual([{ gameId: '7', rating: 4 }]);
  });

  it('rates on Space, and the rating can be changed afterwards', async () => {
    signIn();
    const user = userEvent.setup();
    const rate = openWidget(rateAnswer(), 2);
    expect(screen.getByRole('status')).toHaveTextContent('Your rating: 2 out of 5. You can change it.');
    expect(radio(2)).toBeChecked();
    act(() => radio(2).focus());
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(await screen.findByText('Thanks! You rated this game 1 out of 5.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByText('Thanks! You rated this game 5 out of 5.')).toBeInTheDocument();
    expect(rate.sent).toEqual([
      { gameId: '7', rating: 1 },
      { gameId: '7', rating: 5 },
    ]);
  });

  it("shows the server's message when the address is not verified", async () => {
    signIn();
    const user = userEvent.setup();
    const refusal = 'Please verify your email address first.';
    openWidget(rateAnswer(graphqlFailure(refusal, { code: 'EMAIL_NOT_VERIFIED' })));
    act(() => radio(4).focus());
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(refusal));
    expect(radio(5)).not.toBeChecked();
  });

  it('asks an anonymous visitor to sign in and brings them back to the game', async () => {
    const user = userEvent.setup();
    const rate = rateAnswer();
    const { router } = renderPage(<RatingWidget gameId="7" title="0 A.D." myRating={null} />, {
      path: '/game/zero-ad',
      route: '/game/:slug',
      mocks: [rate.mock] as never,
      otherRoutes: ['/login'],
    });
    expect(screen.getByText('Rate 0 A.D.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '3 Stars', checked: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to rate this game' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/game/zero-ad', search: '', hash: '' },
    });
    expect(rate.sent).toEqual([]);
  });
});
