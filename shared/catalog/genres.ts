/** The genre menu of SPEC 2.4, in menu order: `all` (every game) first, then the genres a game can have. */
export const genres = [
  { id: 'all', label: 'All Games' },
  { id: 'action', label: 'Action' },
  { id: 'adventure', label: 'Adventure' },
  { id: 'rpg', label: 'RPG' },
  { id: 'shooter', label: 'Shooter' },
  { id: 'simulation', label: 'Simulation' },
  { id: 'racing', label: 'Racing' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'sports', label: 'Sports' },
  { id: 'horror', label: 'Horror' },
  { id: 'early_access', label: 'Early Access' },
  { id: 'casual', label: 'Casual' },
  { id: 'indie', label: 'Indie' },
  { id: 'vr', label: 'VR' },
] as const;

type Genre = (typeof genres)[number];
export type GenreId = Genre['id'];

/** The genres a game can be given: every menu entry but All Games. */
export const gameGenres: readonly Genre[] = genres.filter((genre) => genre.id !== 'all');
