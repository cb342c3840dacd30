import type { GameCard_Game } from '../../../../client/src/graphql/__generated__/operations.ts';

/** A grid card's game as the API answers it. */
export function gameCard(id: number, overrides: Partial<GameCard_Game> = {}): GameCard_Game {
  return {
    __typename: 'Game',
    id: String(id),
    slug: `game-${id}`,
    title: `Game ${id}`,
    category: 'Standard',
    imageUrl: `/uploads/game-${id}.webp`,
    views: 1000 * id,
    size: '120 MB',
    rating: 4,
    totalRatings: 12,
    downloads: 100 * id,
    releaseDate: '2026-01-01',
    technicalDetails: {
      __typename: 'TechnicalDetails',
      platforms: [
        { __typename: 'Option', value: 'windows', label: 'Windows' },
        { __typename: 'Option', value: 'linux', label: 'Linux' },
      ],
    },
    ...overrides,
  };
}

/** Cards with ids `from`, `from + 1`... */
export const gameCards = (count: number, from = 1, overrides: Partial<GameCard_Game> = {}) =>
  Array.from({ length: count }, (_, index) => gameCard(from + index, overrides));

/** A page of a paged games answer. */
export const gamePage = (nodes: GameCard_Game[], totalCount: number, hasMore: boolean) => ({
  __typename: 'GameConnection' as const,
  totalCount,
  pageInfo: { __typename: 'PageInfo' as const, hasMore },
  nodes,
});
