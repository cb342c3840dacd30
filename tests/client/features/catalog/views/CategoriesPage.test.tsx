import { screen, within } from '@testing-library/react';

import { CategoriesPage } from '../../../../../client/src/features/catalog/views/CategoriesPage.tsx';
import { renderPage } from '../../../support/renderPage.tsx';

describe('browse categories page', () => {
  it('shows six cards with their fixed counts, each opening a genre page', () => {
    renderPage(<CategoriesPage />, { path: '/categories' });
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Action',
      'FPS',
      'Racing',
      'Strategy',
      'Sports',
      'Horror',
    ]);
    expect(cards.map((card) => within(card).getByText(/ games$/).textContent)).toEqual([
      '45 games',
      '32 games',
      '28 games',
      '35 games',
      '24 games',
      '19 games',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/genre/action');
    // "fps" is no genre id: its card opens the shooters.
    expect(within(cards[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/genre/shooter');
  });
});
