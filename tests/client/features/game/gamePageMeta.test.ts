import { gamePageMeta, summary } from '../../../../client/src/features/game/gamePageMeta.ts';
import { gameFixture } from './gameFixture.ts';

describe('game page meta', () => {
  it('keeps a short description whole and cuts a long one at a word near 160 characters', () => {
    expect(summary('  A short\n description. ')).toBe('A short description.');
    const long = `${'word '.repeat(50)}end`;
    const cut = summary(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.length).toBeGreaterThan(140);
    expect(cut).toMatch(/word\u2026$/);
  });

  it('describes the game as a free schema.org VideoGame, rated only when it has ratings', () => {
    const meta = gamePageMeta(gameFixture({ totalRatings: 0 }));
    expect(meta).toMatchObject({
      title: '0 A.D.',
      path: '/game/zero-ad',
      image: '/uploads/zero-ad.webp',
      type: 'article',
    });
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: '0 A.D.',
      description: meta.description,
      image: '/uploads/zero-ad.webp',
      url: '/game/zero-ad',
      author: { '@type': 'Organization', name: 'Wildfire Games' },
      publisher: { '@type': 'Organization', name: 'Wildfire Games Publishing' },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      genre: ['Strategy', 'Early Access'],
      gamePlatform: ['Windows', 'Linux', 'Meta Quest'],
      operatingSystem: 'Windows, Linux, Meta Quest',
      applicationCategory: 'Game',
      aggregateRating: undefined,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  });
});
