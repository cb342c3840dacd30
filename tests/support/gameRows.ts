import { newGameColumns } from '../../server/rest/games/gameFields.ts';

const stamp = '2026-01-01T00:00:00.000Z';

/**
 * The columns of the `index`th generated game, for inserting straight into the database: text
 * with quotes and accents, release dates many games share (so that the list's order also falls
 * back on the id), and every `inactiveEvery`th game inactive.
 */
export const generatedGameRow = (name: string, index: number, inactiveEvery: number) =>
  newGameColumns({
    slug: `${name}-${index}`,
    title: `${name} game ${index} "quoted", ünïcode`,
    category: 'Standard',
    description: `Game ${index} of the ${name} list.`,
    release_date: `2025-0${(index % 9) + 1}-1${index % 10}`,
    developer: `Studio ${index % 7}`,
    publisher: 'Publisher',
    status: index % inactiveEvery === 0 ? 'inactive' : 'active',
    created_at: stamp,
    updated_at: stamp,
  });
