import type { MockLink } from '@apollo/client/testing';
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  HomeCategoryGamesQuery,
  HomePageQuery,
  HomeStatsQuery,
} from '../../../../../client/src/features/catalog/queries.ts';
import { HomePage } from '../../../../../client/src/features/catalog/views/HomePage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCards } from '../gameCards.ts';

const longDescription = `${'A kart racer with mascots from open-source projects. '.repeat(5)}`;

const home = {
  __typename: 'HomeData' as const,
  featured: [
    {
      __typename: 'Game' as const,
      id: '1',
      slug: 'supertuxkart',
      title: 'SuperTuxKart',
      description: longDescription,
      imageUrl: '/uploads/stk.webp',
      trailerUrl: 'https://www.youtube.com/watch?v=abc',
    },
    {
      __typename: 'Game' as const,
      id: '2',
      slug: 'zero-ad',
      title: '0 A.D.',
      description: 'Ancient warfare.',
      imageUrl: '/uploads/0ad.webp',
      trailerUrl: '',
    },
  ],
  latest: gameCards(4, 50),
  mostViewed: [
    { __typename: 'Game' as const, id: '1', slug: 'supertuxkart', title: 'SuperTuxKart', views: 241_800 },
    { __typename: 'Game' as const, id: '2', slug: 'zero-ad', title: '0 A.D.', views: 184_300 },
    { __typename: 'Game' as const, id: '3', slug: 'openttd', title: 'OpenTTD', views: 156_900 },
  ],
  topRated: [
    {
      __typename: 'Game' as const,
      id: '4',
      slug: 'wesnoth',
      title: 'The Battle for Wesnoth',
      rating: 4.9,
      totalRatings: 5_220,
    },
    {
      __typename: 'Game' as const,
      id: '2',
      slug: 'zero-ad',
      title: '0 A.D.',
      rating: 4.7,
      totalRatings: 310,
    },
    { __typename: 'Game' as const, id: '3', slug: 'openttd', title: 'OpenTTD', rating: 4.6, totalRatings: 1 },
  ],
  mostPopular: [
    { __typename: 'Game' as const, id: '3', slug: 'openttd', title: 'OpenTTD', downloads: 12_400 },
    { __typename: 'Game' as const, id: '1', slug: 'supertuxkart', title: 'SuperTuxKart', downloads: 9_800 },
    { __typename: 'Game' as const, id: '5', slug: 'xonotic', title: 'Xonotic', downloads: 7_100 },
  ],
};

const communityStats = {
  __typename: 'CommunityStats' as const,
  activeUsers: 52_340,
  downloads: 1_234_567,
  reviews: 123_456,
  games: 40,
};

const homeAnswer = { request: { query: HomePageQuery }, result: { data: { home } } };
const statsAnswer = { request: { query: HomeStatsQuery }, result: { data: { communityStats } } };

const categoryAnswer = (category: string, games: ReturnType<typeof gameCards>, totalCount: number) => ({
  request: { query: HomeCategoryGamesQuery, variables: { category } },
  result: { data: { games: { __typename: 'GameConnection' as const, totalCount, nodes: games } } },
});

// Ids apart from the home answer's games: one id is one game in Apollo's cache.
const allGames = categoryAnswer('all', gameCards(9, 101), 40);
const standardGames = categoryAnswer('Standard', gameCards(5, 20, { title: 'Standard game' }), 5);
const repackGames = categoryAnswer('Repacks', gameCards(9, 30, { category: 'Repacks' }), 12);

const setup = (
  mocks: MockLink.MockedResponse[] = [homeAnswer, statsAnswer, allGames, standardGames, repackGames],
) => renderPage(<HomePage />, { mocks, otherRoutes: ['/category/:category', '/latest', '/game/:slug'] });

const section = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('says it is loading, then shows the featured slides with cut descriptions', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    const slider = await screen.findByRole('region', { name: 'Featured games' });
    // The first slide shows at once; the slider with the others starts at the visitor's first input.
    expect(within(slider).getAllByText('Featured Game')).toHaveLength(1);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(within(slider).getAllByText('Featured Game')).toHaveLength(2));
    expect(within(slider).getByRole('heading', { name: 'SuperTuxKart' })).toBeInTheDocument();
    expect(within(slider).getByText(`${longDescription.slice(0, 180).trimEnd()}...`)).toBeInTheDocument();
    const [download] = within(slider).getAllByRole('link', { name: 'Download Now' });
    expect(download).toHaveAttribute('href', '/game/supertuxkart');
    // Only the game with a trailer offers one, in a new tab.
    const trailer = within(slider).getByRole('link', { name: 'Watch Trailer' });
    expect(trailer).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(trailer).toHaveAttribute('target', '_blank');
    expect(within(slider).getAllByRole('link', { name: 'Watch Trailer' })).toHaveLength(1);
    expect(within(slider).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('loads the first slide image at once, with high priority, in the sizes the screen needs', async () => {
    setup();
    const slider = await screen.findByRole('region', { name: 'Featured games' });
    await waitFor(() => expect(slider.querySelectorAll('img')).toHaveLength(2));
    const images = slider.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', '/img?w=1920&src=%2Fuploads%2Fstk.webp');
    expect(images[0]?.getAttribute('srcset')).toContain('/img?w=640&src=%2Fuploads%2Fstk.webp 640w');
    expect(images[0]).toHaveAttribute('sizes', '100vw');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('pauses and resumes the slideshow, also when paused before the slider starts', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    const slider = section('Featured games');
    await waitFor(() => expect(within(slider).getAllByText('Featured Game')).toHaveLength(2));
    expect(within(slider).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('starts paused when the visitor prefers reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    });
    try {
      setup();
      expect(await screen.findByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it("shows the community's figures, rounded down in the SPEC's form", async () => {
    setup();
    const stats = await screen.findByLabelText('Site statistics');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Active Users')).toBe('52K+');
    expect(value('Downloads')).toBe('1.2M+');
    expect(value('Reviews')).toBe('123K+');
    expect(value('Games')).toBe('40+');
  });

  it('leaves the stats strip out, and the rest of the page up, when the figures cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { request: { query: HomeStatsQuery }, error: new Error('Stats are unavailable') };
    setup([homeAnswer, failing, allGames]);
    const browse = await screen.findByRole('region', { name: 'Browse Games' });
    expect(await within(browse).findByRole('heading', { name: 'Game 101' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Site statistics')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('switches category tabs, linking to the category only when more than 9 games match', async () => {
    setup();
    const browse = await screen.findByRole('region', { name: 'Browse Games' });
    expect(await within(browse).findByRole('heading', { name: 'Game 101' })).toBeInTheDocument();
    expect(within(browse).getAllByRole('listitem')).toHaveLength(9);
    expect(within(browse).getByRole('link', { name: 'View All Games' })).toHaveAttribute(
      'href',
      '/category/all',
    );

    await userEvent.click(within(browse).getByRole('tab', { name: 'Standard' }));
    expect(within(browse).getByRole('tab', { name: 'Standard' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(browse).getAllByRole('heading', { name: 'Standard game' })).toHaveLength(5),
    );
    expect(within(browse).queryByRole('link', { name: /^View All/ })).not.toBeInTheDocument();

    await userEvent.click(within(browse).getByRole('tab', { name: 'Repacks' }));
    const viewAll = await within(browse).findByRole('link', { name: 'View All Repacks' });
    expect(viewAll).toHaveAttribute('href', '/category/repacks');
    expect(within(browse).getByRole('heading', { name: 'Game 30' })).toBeInTheDocument();
  });

  it('shows the community highlights with their figures, each linking to its game', async () => {
    setup();
    const highlights = await screen.findByRole('region', { name: 'Community Highlights' });
    const list = (title: string) =>
      within(highlights).getByRole('heading', { name: title }).nextElementSibling as HTMLElement;

    const viewed = within(list('Most Viewed')).getAllByRole('listitem');
    expect(viewed).toHaveLength(3);
    expect(viewed[0]).toHaveTextContent('SuperTuxKart 241.8K views');
    expect(within(viewed[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/game/supertuxkart');

    const rated = within(list('Top Rated')).getAllByRole('listitem');
    expect(rated[0]).toHaveTextContent(/^1The Battle for Wesnoth4\.9 out of 5 · 5,220 ratings$/);
    expect(rated[2]).toHaveTextContent(/^3OpenTTD4\.6 out of 5 · 1 rating$/);
    expect(within(rated[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/game/wesnoth');

    const popular = within(list('Most Popular')).getAllByRole('listitem');
    expect(popular[0]).toHaveTextContent('OpenTTD 12.4K downloads');
  });

  it('shows the three reasons and the 4 latest games with a link to all of them', async () => {
    setup();
    const why = await screen.findByRole('region', { name: 'Why Choose Us' });
    for (const title of ['Global CDN', 'Secure Downloads', 'Premium Quality']) {
      expect(within(why).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const latest = section('Latest Updates');
    expect(within(latest).getAllByRole('listitem')).toHaveLength(4);
    expect(within(latest).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/latest');
  });

  it('shows the error with a Try again button that reloads the page', async () => {
    const failing = { request: { query: HomePageQuery }, error: new Error('Failed to fetch games') };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup([failing, allGames]);
    expect(await screen.findByText('Failed to fetch games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // jsdom cannot load pages: it reports the reload it was asked for.
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('navigation') }),
    );
    consoleError.mockRestore();
  });
});
