import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PageMetaCollector } from '../../../../../../client/src/components/seo/PageMetaContext.ts';
import { PageMetaContext } from '../../../../../../client/src/components/seo/PageMetaContext.ts';
import { GameDetailPage } from '../../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { renderPage } from '../../../../support/renderPage.tsx';
import { gameAnswer, gameFixture } from '../../gameFixture.ts';

type Mock =
  ReturnType<typeof gameAnswer> | { request: ReturnType<typeof gameAnswer>['request']; error: Error };

function openGamePage(mocks: Mock[], slug = 'zero-ad') {
  const collector: PageMetaCollector = {};
  const view = renderPage(
    <PageMetaContext value={collector}>
      <GameDetailPage />
    </PageMetaContext>,
    { path: `/game/${slug}`, route: '/game/:slug', mocks, otherRoutes: ['/', '/genre/:genre'] },
  );
  return { ...view, collector };
}

const counter = (label: string) =>
  // hidden: the counters are still read while a dialog hides the page from assistive technology.
  within(screen.getByRole('list', { name: 'Game statistics', hidden: true }))
    .getByText(label)
    .closest('li');

const storedMetrics = () =>
  JSON.parse(window.localStorage.getItem('game-metrics') ?? '{}') as Record<string, unknown>;

describe('game detail page', () => {
  it('shows the game: title, badges, facts, tiles, genres and sidebar', async () => {
    const { collector } = openGamePage([gameAnswer(gameFixture())]);
    expect(screen.getByText('Loading game details')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '0 A.D.' })).toBeInTheDocument();
    for (const badge of ['Popular', 'New Release', 'Top Rated']) {
      expect(await screen.findByText(badge)).toBeInTheDocument();
    }
    const tiles = (label: string) =>
      screen.getAllByText(label).find((node) => node.tagName === 'DT')?.nextElementSibling;
    expect(tiles('Category')).toHaveTextContent('Standard');
    expect(tiles('Status')).toHaveTextContent('Active');
    expect(tiles('PEGI Rating')).toHaveTextContent('PEGI 12');
    expect(tiles('Platform')).toHaveTextContent('Windows, Linux, Meta Quest');
    expect(tiles('Language')).toHaveTextContent('English, Multilingual');
    expect(screen.getByRole('link', { name: 'Strategy' })).toHaveAttribute('href', '/genre/strategy');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('Historical')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 A.D. cover' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { name: 'About This Game' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Installation Instructions' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Game details' });
    expect(within(sidebar).getByRole('link', { name: 'Support Developer' })).toHaveAttribute(
      'href',
      'https://play0ad.com/community/donate/',
    );
    expect(within(sidebar).getByText('Wildfire Games Publishing')).toBeInTheDocument();
    expect(within(sidebar).getByText('5 GB available space')).toBeInTheDocument();
    expect(within(sidebar).getByRole('heading', { name: 'Technical Details' })).toBeInTheDocument();
    const official = within(sidebar).getByRole('link', { name: 'Visit official site' });
    expect(official).toHaveAttribute('href', 'https://play0ad.com/');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');

    expect(collector.meta).toMatchObject({ title: '0 A.D.', path: '/game/zero-ad', type: 'article' });
    expect(collector.meta?.jsonLd).toMatchObject({
      '@type': 'VideoGame',
      author: { '@type': 'Organization', name: 'Wildfire Games' },
      applicationCategory: 'Game',
      aggregateRating: { ratingValue: 4.7, ratingCount: 6120 },
      offers: { price: '0', priceCurrency: 'USD' },
    });
  });

  it('counts this visit once within 30 minutes and adds it to the catalogue views', async () => {
    const first = openGamePage([gameAnswer(gameFixture())]);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(counter('Views')).toHaveTextContent('184,301'));
    first.unmount();
    openGamePage([gameAnswer(gameFixture())]);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(counter('Views')).toHaveTextContent('184,301'));
    expect(storedMetrics()['7']).toMatchObject({ views: 1 });
  });

  it('leaves out the badges a game has not earned and the parts it lacks', async () => {
    const game = gameFixture({
      views: 10,
      rating: 3.9,
      releaseDate: '2019-04-01',
      supportLink: '',
      trailerUrl: 'https://example.org/trailer.mp4',
      technicalDetails: { ...gameFixture().technicalDetails, directX: '', networkRequirements: '' },
    });
    openGamePage([gameAnswer(game)]);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(counter('Views')).toHaveTextContent('11'));
    expect(screen.queryByText('Popular')).not.toBeInTheDocument();
    expect(screen.queryByText('New Release')).not.toBeInTheDocument();
    expect(screen.queryByText('Top Rated')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support Developer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Technical Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Steam Fix' })).not.toBeInTheDocument();
  });

  it('stars once: the button becomes Starred and stays inert', async () => {
    const user = userEvent.setup();
    const first = openGamePage([gameAnswer(gameFixture())]);
    await user.click(await screen.findByRole('button', { name: 'Star' }));
    const starred = screen.getByRole('button', { name: 'Starred' });
    expect(starred).toHaveAttribute('aria-disabled', 'true');
    expect(counter('Stars')).toHaveTextContent('1');
    await user.click(starred);
    expect(counter('Stars')).toHaveTextContent('1');
    first.unmount();
    openGamePage([gameAnswer(gameFixture())]);
    expect(await screen.findByRole('button', { name: 'Starred' })).toBeInTheDocument();
    expect(counter('Stars')).toHaveTextContent('1');
  });

  it('shares through a dialog, counts one share per visitor and locks Copy link for 3 seconds', async () => {
    const user = userEvent.setup();
    openGamePage([gameAnswer(gameFixture())]);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share 0 A.D.' });
    expect(counter('Shares')).toHaveTextContent('1');
    const pageUrl = encodeURIComponent('http://localhost/game/zero-ad');
    const facebook = within(dialog).getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')).toMatch(
      /^https:\/\/twitter\.com\/intent\/tweet\?text=.+&url=/,
    );
    expect(within(dialog).getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=.+&body=.+/,
    );

    jest.useFakeTimers({ advanceTimers: true });
    try {
      const timedUser = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const copy = within(dialog).getByRole('button', { name: 'Copy link' });
      await timedUser.click(copy);
      expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/game/zero-ad');
      expect(copy).toBeDisabled();
      act(() => jest.advanceTimersByTime(2000));
      expect(copy).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(copy).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(counter('Shares')).toHaveTextContent('1');
  });

  it('counts a local download on every click of Download Game', async () => {
    const user = userEvent.setup();
    openGamePage([gameAnswer(gameFixture())]);
    const link = await screen.findByRole('link', { name: 'Download Game' });
    expect(link).toHaveAttribute('href', 'https://play0ad.com/download/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // A new tab is the browser's business; here only the count matters.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(link);
    expect(storedMetrics()['7']).toMatchObject({ downloads: 2 });
  });

  it('loads the trailer from the privacy-enhanced domain only when asked', async () => {
    const user = userEvent.setup();
    openGamePage([gameAnswer(gameFixture())]);
    const play = await screen.findByRole('button', { name: 'Play trailer' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play gameplay video' })).not.toBeInTheDocument();
    await user.click(play);
    expect(screen.getByTitle('0 A.D. trailer')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/),
    );
  });

  it('steps through screenshots with the arrow keys and returns focus on Escape', async () => {
    const user = userEvent.setup();
    openGamePage([gameAnswer(gameFixture())]);
    const second = await screen.findByRole('button', { name: 'Open screenshot 2 of 0 A.D.' });
    act(() => second.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 2 of 0 A.D.' });
    expect(within(dialog).getByRole('img', { name: 'Screenshot 2 of 0 A.D.' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Screenshot 3 of 0 A.D.' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Screenshot 1 of 0 A.D.' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Screenshot 3 of 0 A.D.' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it('rates once', async () => {
    const user = userEvent.setup();
    openGamePage([gameAnswer(gameFixture())]);
    await screen.findByRole('radio', { name: '4 Stars' });
    // Chosen by keyboard: jsdom has no layout for the pointer position the stars read.
    act(() => screen.getByRole('radio', { name: '4 Stars' }).focus());
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('You rated this game 4 out of 5.');
    expect(screen.queryByRole('radio', { name: '2 Stars' })).not.toBeInTheDocument();
  });

  it('says Game not found (HTTP 404) for an unknown slug, with a way home', async () => {
    const { collector } = openGamePage([gameAnswer(null, 'nope')], 'nope');
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(collector.meta).toMatchObject({ status: 404, noindex: true });
  });

  it('shows the error text when the game cannot be loaded', async () => {
    openGamePage([
      { request: gameAnswer(null, 'zero-ad').request, error: new Error('Failed to fetch game') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Failed to fetch game' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });
});
