import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HeaderSearch } from '../../../../../client/src/features/search/components/HeaderSearch.tsx';
import { HeaderSearchQuery } from '../../../../../client/src/features/search/queries.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const game = (id: string, title: string, rated = true) => ({
  __typename: 'Game' as const,
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  imageUrl: `/uploads/${id}.webp`,
  views: 12_345,
  rating: rated ? 4.4 : 0,
  totalRatings: rated ? 87 : 0,
});

const answer = (q: string, games: ReturnType<typeof game>[]) => ({
  request: { query: HeaderSearchQuery, variables: { q } },
  result: { data: { searchSuggestions: games } },
});

const setup = (mocks: ReturnType<typeof answer>[]) =>
  renderPage(<HeaderSearch />, { mocks, otherRoutes: ['/game/:slug', '/search'] });

/** Pastes the text in one go: typed letter by letter on a slow machine, the debounce could let a prefix through. */
async function searchFor(text: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Search games' }));
  await userEvent.paste(text);
}

describe('header search box', () => {
  it('shows suggestions with title, views and rating, and opens the one chosen by keyboard', async () => {
    const { router } = setup([answer('tux', [game('1', 'SuperTuxKart'), game('2', 'Tux Racer')])]);
    const box = screen.getByRole('combobox', { name: 'Search games' });
    await searchFor('tux');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('SuperTuxKart'),
      expect.stringContaining('Tux Racer'),
    ]);
    expect(options[0]).toHaveTextContent('12.3K views');
    expect(options[0]).toHaveTextContent('4.4 out of 5, 87 ratings');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/tux-racer'));
    expect(box).toHaveValue('');
  });

  it('says a game nobody rated has no ratings yet, never 0.0', async () => {
    setup([answer('new', [game('3', 'New Game', false)])]);
    await searchFor('new');
    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveTextContent('No ratings yet');
    expect(option).not.toHaveTextContent('0.0');
  });

  it('says when nothing matches', async () => {
    setup([answer('zzz', [])]);
    await searchFor('zzz');
    expect(await screen.findByText('No games found matching "zzz"')).toBeInTheDocument();
  });

  it('submits trimmed text to the search page, URL-encoded', async () => {
    const { router } = setup([answer('space & time', [])]);
    await searchFor('  space & time  ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=space%20%26%20time');
  });

  it('does nothing for blank text', async () => {
    const { router } = setup([]);
    await userEvent.type(screen.getByRole('combobox'), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes and clears on Escape and on a click outside', async () => {
    setup([answer('tux', [game('1', 'SuperTuxKart')])]);
    const box = screen.getByRole('combobox');
    await searchFor('tux');
    await screen.findByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("holds the search page's query for editing, and follows the page to a new query", async () => {
    const { router } = renderPage(<HeaderSearch />, { path: '/search?q=super%20tux', route: '/search' });
    const box = screen.getByRole('combobox', { name: 'Search games' });
    expect(box).toHaveValue('super tux');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Edited and left: the box shows the page's query again.
    await userEvent.type(box, 'kart');
    await userEvent.click(document.body);
    expect(box).toHaveValue('super tux');

    await router.navigate('/search?q=racer');
    await waitFor(() => expect(box).toHaveValue('racer'));
  });
});
