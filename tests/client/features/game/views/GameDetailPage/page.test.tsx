import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PageMetaCollector } from '../../../../../../client/src/components/seo/PageMetaContext.ts';
import { PageMetaContext } from '../../../../../../client/src/components/seo/PageMetaContext.ts';
import { GameDetailPage } from '../../../../../../client/src/features/game/views/GameDetailPage.tsx';
import { communityFeaturesAnswer, gameViewerAnswer } from '../../../../support/communityAnswers.ts';
import { renderPage } from '../../../../support/renderPage.tsx';
import { watchOperations } from '../../../../support/watchOperations.ts';
import { countAnswer, starAnswer } from '../../communityFixtures.ts';
import { gameAnswer, gameFixture } from '../../gameFixture.ts';

function openGamePage(mocks: object[], slug = 'zero-ad') {
  const collector: PageMetaCollector = {};
  const watch = watchOperations();
  const view = renderPage(
    <PageMetaContext value={collector}>
      <GameDetailPage />
    </PageMetaContext>,
    {
      path: `/game/${slug}`,
      route: '/game/:slug',
      mocks: mocks as never,
      otherRoutes: ['/', '/genre/:genre'],
      watch: watch.link,
    },
  );
  return { ...view, collector, sent: () => watch.sent.map((operation) => operation.name) };
}

const counter = (label: string) =>
  // hidden: the counters are still read while a dialog hides the page from assistive technology.
  within(screen.getByRole('list', { name: 'Game statistics', hidden: true }))
    .getByText(label)
    .closest('li');

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

  it("shows the server's figures and counts the view once, after the page is shown", async () => {
    const { sent } = openGamePage([gameAnswer(gameFixture())]);
    await screen.findByRole('heading', { level: 1 });
    expect(counter('Views')).toHaveTextContent('184,300');
    expect(counter('Stars')).toHaveTextContent('1,250');
    expect(counter('Shares')).toHaveTextContent('310');
    expect(counter('Downloads')).toHaveTextContent('26,330');
    await waitFor(() => expect(sent()).toContain('RecordGameView'));
    await waitFor(() => expect(sent()).toContain('GameViewer'));
    expect(sent().filter((name) => name === 'RecordGameView')).toHaveLength(1);
  });

  it('shows the rating and its count near the title, or that nobody rated it yet', async () => {
    const first = openGamePage([gameAnswer(gameFixture())]);
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header');
    expect(header).toHaveTextContent('4.7 \u2605 from 6,120 ratings');
    first.unmount();
    const once = openGamePage([gameAnswer(gameFixture({ rating: 4, totalRatings: 1 }))]);
    expect((await screen.findByRole('heading', { level: 1 })).closest('header')).toHaveTextContent(
      '4.0 \u2605 from 1 rating',
    );
    expect(screen.queryByText(/1 ratings/)).not.toBeInTheDocument();
    once.unmount();
    openGamePage([gameAnswer(gameFixture({ rating: 0, totalRatings: 0 }))]);
    const unrated = (await screen.findByRole('heading', { level: 1 })).closest('header');
    expect(unrated).toHaveTextContent('No ratings yet');
    expect(unrated).not.toHaveTextContent('0.0');
  });

  it('leaves out the badges a game has not earned and the parts it lacks', async () => {
    const game = gameFixture({
      views: 10,
      // A high mean from few ratings: the weighted rating, which ranks, stays below Top Rated.
      rating: 4.8,
      weightedRating: 3.9,
      releaseDate: '2019-04-01',
      supportLink: '',
      trailerUrl: 'https://example.org/trailer.mp4',
      technicalDetails: { ...gameFixture().technicalDetails, directX: '', networkRequirements: '' },
    });
    openGamePage([gameAnswer(game)]);
    await screen.findByRole('heading', { level: 1 });
    expect(counter('Views')).toHaveTextContent('10');
    expect(screen.queryByText('Popular')).not.toBeInTheDocument();
    expect(screen.queryByText('New Release')).not.toBeInTheDocument();
    expect(screen.queryByText('Top Rated')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support Developer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Technical Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Steam Fix' })).not.toBeInTheDocument();
  });

  it("stars once for an anonymous visitor: Starred stays inert, and the visitor's star shows in the count", async () => {
    const user = userEvent.setup();
    const star = starAnswer('StarGame', true);
    const { sent } = openGamePage([gameAnswer(gameFixture()), star.mock]);
    const button = await screen.findByRole('button', { name: 'Star' });
    await waitFor(() => expect(sent()).toContain('GameViewer'));
    await user.click(button);
    const starred = await screen.findByRole('button', { name: 'Starred' });
    expect(starred).toHaveAttribute('aria-disabled', 'true');
    expect(counter('Stars')).toHaveTextContent('1,251');
    await waitFor(() => expect(star.sent).toEqual([{ gameId: '7' }]));
    await user.click(starred);
    expect(counter('Stars')).toHaveTextContent('1,251');
    expect(star.sent).toHaveLength(1);
    expect(sent()).not.toContain('UnstarGame');
  });

  it('shows Starred when the server says this visitor starred the game already', async () => {
    openGamePage([gameAnswer(gameFixture()), gameViewerAnswer('7', { starred: true })]);
    expect(await screen.findByRole('button', { name: 'Starred' })).toHaveAttribute('aria-disabled', 'true');
    expect(counter('Stars')).toHaveTextContent('1,250');
  });

  it('counts a share when the link is copied, not when the dialog opens, and locks Copy link for 3 seconds', async () => {
    const user = userEvent.setup();
    const share = countAnswer('ShareGame', true);
    openGamePage([gameAnswer(gameFixture()), share.mock]);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share 0 A.D.' });
    expect(counter('Shares')).toHaveTextContent('310');
    expect(share.sent).toEqual([]);
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
      await waitFor(() => expect(share.sent).toEqual([{ gameId: '7' }]));
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
    const email = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Share by email' });
    // The mail program is the browser's business; here only the count matters.
    email.addEventListener('click', (event) => event.preventDefault());
    await user.click(email);
    // Once per visitor; the shown count follows with the catalogue.
    expect(share.sent).toHaveLength(1);
    expect(counter('Shares')).toHaveTextContent('310');
  });

  it('counts Download Game on the server for an anonymous visitor too', async () => {
    const user = userEvent.setup();
    const download = countAnswer('AccountRecordDownload', true);
    openGamePage([gameAnswer(gameFixture()), download.mock]);
    const link = await screen.findByRole('link', { name: 'Download Game' });
    expect(link).toHaveAttribute('href', 'https://play0ad.com/download/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // A new tab is the browser's business; here only the count matters.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(download.sent).toEqual([{ gameId: '7' }]));
    await waitFor(() => expect(counter('Downloads')).toHaveTextContent('26,331'));
  });

  it('hides the rating widget and Report where the site offers neither', async () => {
    openGamePage([gameAnswer(gameFixture()), communityFeaturesAnswer({ ratings: false, reports: false })]);
    await screen.findByRole('button', { name: 'Share' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Your Rating' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star' })).toBeInTheDocument();
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
