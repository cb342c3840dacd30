import { gameCategoryNames } from './categories.ts';

/**
 * The closed lists of the admin game form (SPEC 5): the console offers them and the REST service
 * refuses any other value. Not to be confused with the predefined options, the open suggestion
 * lists for genres, tags, platforms and languages.
 */
export const allowedGameValues = {
  categories: gameCategoryNames,
  statuses: ['active', 'inactive'],
  ageRatings: ['3', '7', '12', '16', '18', 'E', 'E10+', 'T', 'M', 'A'],
  directX: ['9', '10', '11', '12'],
  networkRequirements: [
    'Internet connection not required',
    'Internet connection required for activation',
    'Internet connection required to play',
    'Internet connection required for multiplayer',
  ],
} as const;

/** What a new game holds when the form leaves a field out (SPEC 3 and 9). */
export const gameDefaults = {
  category: 'Standard',
  status: 'active',
  version: '1.0',
  os: 'Windows 10 64-bit',
  /** Neutral steps: the site links to each game's official page and hosts no files. */
  installationInstructions: [
    '1. Open the official download page and choose the build for your operating system.',
    '2. Check the file against the checksum or signature the project publishes, if any.',
    '3. Run the installer, or extract the archive to a folder of your choice.',
    '4. Start the game from the shortcut or the extracted folder.',
  ].join('\n'),
} as const;

/** At most this many screenshots beside the cover (SPEC 9). */
export const maxScreenshots = 4;

/** The most games one `deleteGames` call takes; the console sends larger selections in batches. */
export const maxBulkDelete = 100;
