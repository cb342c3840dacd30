import type { NewGame } from '../server/rest/db/schema.ts';
import { newGameColumns } from '../server/rest/games/gameFields.ts';
import { gameCategoryNames } from '../shared/catalog/categories.ts';
import type { GenreId } from '../shared/catalog/genres.ts';

// A fixed mix of ten genres, so that the generated catalogue (and its encoded size) stays the same
// from one run to the next.
const genres: readonly GenreId[] = [
  'action',
  'adventure',
  'rpg',
  'shooter',
  'simulation',
  'racing',
  'strategy',
  'sports',
  'casual',
  'indie',
];

/** A plausible game row for load tests; `index` makes it unique and deterministic. */
export function generatedGame(index: number, now = new Date()): NewGame {
  const day = new Date(now.getTime() - (index % 900) * 86_400_000).toISOString().slice(0, 10);
  const stamp = now.toISOString();
  return newGameColumns({
    slug: `generated-game-${index}`,
    title: `Generated Game ${index}`,
    category: gameCategoryNames[index % gameCategoryNames.length] ?? 'Standard',
    genres: [genres[index % genres.length], genres[(index * 7) % genres.length]].join(','),
    tags: 'open-source,singleplayer',
    image_url: `/uploads/generated-${index % 40}.webp`,
    screenshots: `/uploads/generated-${index % 40}-1.webp,/uploads/generated-${index % 40}-2.webp`,
    download_link: `https://example.org/games/${index}/download`,
    homepage_url: `https://example.org/games/${index}`,
    description: `Generated game number ${index}, used to measure the catalogue under load. `.repeat(4),
    installation_instructions: '1. Download.\n2. Extract.\n3. Play.',
    size: `${(index % 50) + 1}.5 GB`,
    views: (index * 7919) % 250_000,
    rating: 3 + (index % 20) / 10,
    total_ratings: index % 5000,
    downloads: (index * 31) % 40_000,
    release_date: day,
    developer: `Studio ${index % 97}`,
    publisher: `Publisher ${index % 31}`,
    min_processor: 'Dual core 2 GHz',
    min_memory: '4 GB RAM',
    min_graphics: 'OpenGL 3.3',
    min_storage: '2 GB',
    network_requirements: 'Internet connection not required',
    age_rating: '7',
    platforms: '["windows","linux"]',
    language: '["en"]',
    created_at: stamp,
    updated_at: stamp,
  });
}
