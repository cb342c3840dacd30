/**
 * Free-to-redistribute games (open source) with their real developers and official pages, for the
 * console's end-to-end tests. Every test makes its own copies under a unique suffix.
 */

export interface FreeGame {
  name: string;
  developer: string;
  category: 'Standard' | 'Repacks' | 'Online';
  genres: string[];
  tags: string[];
  site: string;
  description: string;
}

export const freeGames = {
  armagetron: {
    name: 'Armagetron Advanced',
    developer: 'Armagetron Advanced Team',
    category: 'Online',
    genres: ['racing', 'action'],
    tags: ['multiplayer', 'arena'],
    site: 'https://www.armagetronad.org/',
    description: 'A light-cycle arena game in 3D for up to sixteen players, with AI opponents to practise.',
  },
  megaglest: {
    name: 'MegaGlest',
    developer: 'MegaGlest Team',
    category: 'Standard',
    genres: ['strategy'],
    tags: ['real-time', 'fantasy'],
    site: 'https://megaglest.org/',
    description: 'A 3D real-time strategy game with seven factions, played against the computer or online.',
  },
  openclonk: {
    name: 'OpenClonk',
    developer: 'OpenClonk Development Team',
    category: 'Standard',
    genres: ['action', 'strategy'],
    tags: ['sandbox', 'physics'],
    site: 'https://www.openclonk.org/',
    description: 'A side-view game of mining, building, settling and fighting in destructible landscapes.',
  },
  urquan: {
    name: 'The Ur-Quan Masters',
    developer: 'The Ur-Quan Masters Team',
    category: 'Repacks',
    genres: ['adventure'],
    tags: ['space', 'retro'],
    site: 'https://sc2.sourceforge.net/',
    description: 'The open-source port of Star Control II: explore the galaxy, meet alien races, free Earth.',
  },
  openarena: {
    name: 'OpenArena',
    developer: 'OpenArena Team',
    category: 'Online',
    genres: ['shooter'],
    tags: ['arena', 'multiplayer'],
    site: 'https://openarena.ws/',
    description: 'A fast arena first-person shooter on the open-source id Tech 3 engine.',
  },
  sauerbraten: {
    name: 'Cube 2: Sauerbraten',
    developer: 'Wouter van Oortmerssen and Lee Salzman',
    category: 'Online',
    genres: ['shooter'],
    tags: ['arena', 'multiplayer'],
    site: 'http://sauerbraten.org/',
    description: 'A free multiplayer and singleplayer first-person shooter with in-game map editing.',
  },
} as const satisfies Record<string, FreeGame>;

/** Lowercase letters and digits, different in every call: keeps titles and slugs unique. */
export function uniqueTag(): string {
  return `t${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
