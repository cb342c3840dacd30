import { screen } from '@testing-library/react';

import { GameCard } from '../../../../../client/src/features/catalog/components/GameCard.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameCard } from '../gameCards.ts';

describe('game card', () => {
  it('shows views, size and the rating with its number of ratings', () => {
    renderPage(<GameCard game={gameCard(7, { views: 184_300, rating: 4.66, totalRatings: 5_220 })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/game/game-7');
    expect(link).toHaveTextContent('184.3K views');
    expect(link).toHaveTextContent('120 MB');
    expect(link).toHaveTextContent('4.7 out of 5 · 5,220 ratings');
  });

  it('says one rating in the singular', () => {
    renderPage(<GameCard game={gameCard(8, { rating: 5, totalRatings: 1 })} />);
    expect(screen.getByRole('link')).toHaveTextContent('5.0 out of 5 · 1 rating');
  });

  it('says an unrated game has no ratings yet, never 0.0', () => {
    renderPage(<GameCard game={gameCard(9, { rating: 0, totalRatings: 0 })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('No ratings yet');
    expect(link).not.toHaveTextContent('0.0');
    expect(link).not.toHaveTextContent('out of 5');
  });

  it('shows the platforms as icons named for screen readers', () => {
    renderPage(<GameCard game={gameCard(10)} />);
    expect(screen.getByRole('img', { name: 'Runs on Windows, Linux' })).toBeInTheDocument();
  });

  it('says View on hover: the card opens the game page, not a download', () => {
    renderPage(<GameCard game={gameCard(11)} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('View');
    expect(link).not.toHaveTextContent('Download');
  });
});
