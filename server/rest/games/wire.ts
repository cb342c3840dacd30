import type { GameRow, NewGame } from '../db/schema.ts';
import type { GameInput } from '../validation/gameSchema.ts';

/**
 * The game as the PHP service sends it: genres, tags and screenshots as comma-separated text,
 * platforms and language as JSON text, counters as numbers.
 */
export function toWireGame(row: GameRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    genres: row.genres,
    tags: row.tags,
    imageUrl: row.image_url,
    screenshots: row.screenshots,
    trailerUrl: row.trailer_url,
    gameplayUrl: row.gameplay_url,
    downloadLink: row.download_link,
    supportLink: row.support_link,
    steamfixUrl: row.steamfix_url,
    homepageUrl: row.homepage_url,
    description: row.description,
    installationInstructions: row.installation_instructions,
    generalNotes: row.general_notes,
    size: row.size,
    views: Number(row.views),
    rating: Number(row.rating),
    totalRatings: Number(row.total_ratings),
    downloads: Number(row.downloads),
    releaseDate: row.release_date,
    developer: row.developer,
    publisher: row.publisher,
    version: row.version,
    status: row.status,
    systemRequirements: {
      minimum: {
        os: row.min_os,
        processor: row.min_processor,
        memory: row.min_memory,
        graphics: row.min_graphics,
        storage: row.min_storage,
      },
    },
    technicalDetails: {
      directX: row.directx,
      networkRequirements: row.network_requirements,
      ageRating: row.age_rating,
      platforms: row.platforms,
      language: row.language,
    },
    changelog: JSON.parse(row.changelog) as unknown,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastUpdated: row.updated_at,
  };
}

export type WireGame = ReturnType<typeof toWireGame>;

/** The columns a validated form payload writes; counters and timestamps are the caller's. */
export function toGameColumns(
  input: GameInput,
  media: { imageUrl: string; screenshots: readonly string[] },
): Omit<NewGame, 'created_at' | 'updated_at'> {
  const minimum = input.systemRequirements.minimum;
  const technical = input.technicalDetails;
  return {
    slug: input.slug,
    title: input.title,
    category: input.category,
    genres: (input.genres ?? []).join(','),
    tags: (input.tags ?? []).join(','),
    image_url: media.imageUrl,
    screenshots: media.screenshots.join(','),
    trailer_url: input.trailerUrl,
    gameplay_url: input.gameplayUrl,
    download_link: input.downloadLink,
    support_link: input.supportLink,
    steamfix_url: input.steamfixUrl,
    homepage_url: input.homepageUrl,
    description: input.description,
    installation_instructions: input.installationInstructions,
    general_notes: input.generalNotes,
    size: input.size,
    release_date: input.releaseDate,
    developer: input.developer,
    publisher: input.publisher,
    version: input.version,
    status: input.status,
    min_os: minimum.os,
    min_processor: minimum.processor,
    min_memory: minimum.memory,
    min_graphics: minimum.graphics,
    min_storage: minimum.storage,
    directx: technical.directX,
    network_requirements: technical.networkRequirements,
    age_rating: technical.ageRating,
    platforms: JSON.stringify(technical.platforms ?? []),
    language: JSON.stringify(technical.language ?? []),
    changelog: JSON.stringify(input.changelog),
  };
}
