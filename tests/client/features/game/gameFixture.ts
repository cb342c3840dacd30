import { GameDetailPageQuery } from '../../../../client/src/features/game/queries.ts';
import type { GameDetailPage } from '../../../../client/src/graphql/__generated__/operations.ts';

type Game = NonNullable<GameDetailPage['game']>;

const option = (value: string, label: string) => ({ __typename: 'Option' as const, value, label });

const changelogEntry = (version: string, date: string, changes: string) => ({
  __typename: 'ChangelogEntry' as const,
  version,
  date,
  changes,
});

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A game as the API answers it, recent, popular and well rated unless told otherwise. */
export function gameFixture(overrides: Partial<Game> = {}): Game {
  return {
    __typename: 'Game',
    id: '7',
    slug: 'zero-ad',
    title: '0 A.D.',
    category: 'Standard',
    genres: [option('strategy', 'Strategy'), option('early_access', 'Early Access')],
    tags: [option('open-source', 'Open Source'), option('historical', 'Historical')],
    imageUrl: '/uploads/zero-ad.webp',
    screenshots: ['/uploads/zero-ad-1.webp', '/uploads/zero-ad-2.webp', '/uploads/zero-ad-3.webp'],
    trailerUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    gameplayUrl: 'https://vimeo.com/12345',
    downloadLink: 'https://play0ad.com/download/',
    supportLink: 'https://play0ad.com/community/donate/',
    steamfixUrl: '',
    homepageUrl: 'https://play0ad.com/',
    description: 'A historical real-time strategy game set between roughly 500 BC and 500 AD.',
    installationInstructions: 'Download the installer from the official page and run it.',
    generalNotes: 'Free and open source.',
    license: 'GPL-2.0-or-later',
    size: '1.9 GB',
    views: 184_300,
    stars: 1_250,
    shares: 310,
    downloads: 26_330,
    rating: 4.7,
    weightedRating: 4.62,
    totalRatings: 6120,
    releaseDate: daysAgo(5),
    developer: 'Wildfire Games',
    publisher: 'Wildfire Games Publishing',
    version: '0.28.0',
    status: 'active',
    systemRequirements: {
      __typename: 'SystemRequirements',
      minimum: {
        __typename: 'MinimumRequirements',
        os: 'Windows 10 64-bit',
        processor: 'Dual-core 2.0 GHz',
        memory: '4 GB RAM',
        graphics: 'OpenGL 3.3 GPU',
        storage: '5 GB available space',
      },
    },
    technicalDetails: {
      __typename: 'TechnicalDetails',
      directX: '',
      networkRequirements: 'Internet connection required for multiplayer',
      ageRating: '12',
      platforms: [option('windows', 'Windows'), option('linux', 'Linux'), option('meta quest', 'Meta Quest')],
      language: [option('en', 'English'), option('mul', 'Multilingual')],
    },
    changelog: [
      changelogEntry('0.27.0', '2024-10-17', 'Nomad mode and a new Han Chinese campaign.'),
      changelogEntry('0.28.0', daysAgo(5), 'Saved games survive updates; a faster pathfinder.'),
    ],
    ...overrides,
  };
}

export const gameAnswer = (game: Game | null, slug = game?.slug ?? 'missing') => ({
  request: { query: GameDetailPageQuery, variables: { slug } },
  result: { data: { game } },
});
