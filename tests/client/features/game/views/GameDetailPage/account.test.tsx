import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AccountRecordDownloadMutation } from '../../../../../../client/src/features/account/mutations.ts';
import { GameDetailPage } from '../../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';
import { favoritesAnswer, signIn } from '../../../account/profileFixtures.ts';
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
    open([gameAnswer(gameFixture()), favoritesAnswer([]), mock]);
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
    open([gameAnswer(gameFixture()), favoritesAnswer([])]);
    const toggle = await screen.findByRole('button', { name: 'Favorite 0 A.D.' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.parentElement?.parentElement).toContainElement(
      screen.getByRole('img', { name: '0 A.D. cover' }),
    );
  });
});
