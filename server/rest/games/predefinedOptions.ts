import { gameGenres } from '../../../shared/catalog/genres.ts';

const option = (value: string, label: string) => ({ value, label });

/**
 * What `games.php?options=true` answers: suggestions for the admin form's open lists and the labels
 * the BFF shows. The closed lists that validation enforces are in `allowedValues.ts`.
 */
export const predefinedOptions = {
  genres: gameGenres.map((genre) => option(genre.id, genre.label)),
  tags: [
    'open-source',
    'freeware',
    'singleplayer',
    'multiplayer',
    'co-op',
    'online',
    'lan',
    'real-time',
    'turn-based',
    'sandbox',
    'procedural',
    'pixel-art',
    'retro',
    'space',
    'medieval',
    'fantasy',
    'sci-fi',
    'kart',
    'arena',
    'physics',
    'survival',
    'roguelike',
    'city-builder',
    'tactical',
  ].map((tag) => option(tag, tag.charAt(0).toUpperCase() + tag.slice(1).replace('-', ' '))),
  platforms: [
    option('windows', 'Windows'),
    option('mac', 'Mac'),
    option('linux', 'Linux'),
    option('meta quest', 'Meta Quest'),
  ],
  languages: [
    option('en', 'English'),
    option('fr', 'French'),
    option('it', 'Italian'),
    option('es', 'Spanish'),
    option('de', 'German'),
    option('mul', 'Multilingual'),
  ],
} as const;
