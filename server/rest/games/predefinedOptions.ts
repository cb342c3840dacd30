import { gameGenres } from '../../../shared/catalog/genres.ts';
import { languages } from '../../../shared/catalog/languages.ts';
import { platforms } from '../../../shared/catalog/platforms.ts';

const option = (value: string, label: string) => ({ value, label });
const options = (entries: readonly { id: string; label: string }[]) =>
  entries.map((entry) => option(entry.id, entry.label));

/**
 * What `games.php?options=true` answers: suggestions for the admin form's open lists and the labels
 * the BFF shows. The closed lists that validation enforces are `allowedGameValues` in
 * `shared/catalog/gameChoices.ts`.
 */
export const predefinedOptions = {
  genres: options(gameGenres),
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
  platforms: options(platforms),
  languages: options(languages),
};
