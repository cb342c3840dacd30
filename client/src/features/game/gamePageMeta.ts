import type { PageMeta } from '../../components/seo/pageMeta.ts';
import type { GameDetailPage } from '../../graphql/__generated__/operations.ts';
import { gameUrl } from './urls.ts';

export type GameDetails = NonNullable<GameDetailPage['game']>;

const descriptionLength = 160;

/** The first ~160 characters of the description, cut at a word, for search results and previews. */
export function summary(text: string, length = descriptionLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}\u2026`;
}

const organization = (name: string) => (name ? { '@type': 'Organization', name } : undefined);

/** schema.org VideoGame: the games are free, so the offer is 0 USD. */
export function gameJsonLd(game: GameDetails, description: string): object {
  const platforms = game.technicalDetails.platforms.map((platform) => platform.label);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.title,
    description,
    image: game.imageUrl || undefined,
    url: gameUrl(game.slug),
    author: organization(game.developer),
    publisher: organization(game.publisher),
    datePublished: game.releaseDate || undefined,
    genre: game.genres.map((genre) => genre.label),
    gamePlatform: platforms,
    operatingSystem: platforms.join(', ') || undefined,
    applicationCategory: 'Game',
    aggregateRating:
      game.totalRatings > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: game.rating,
            ratingCount: game.totalRatings,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

export function gamePageMeta(game: GameDetails): PageMeta {
  const description = summary(game.description);
  return {
    title: game.title,
    description,
    path: gameUrl(game.slug),
    image: game.imageUrl || undefined,
    type: 'article',
    jsonLd: gameJsonLd(game, description),
  };
}
