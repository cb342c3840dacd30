/** Predefined options of the admin form and of the BFF's label lookups (`games.php?options=true`). */
const option = (value: string, label: string) => ({ value, label });

export const predefinedOptions = {
  genres: [
    option('action', 'Action'),
    option('adventure', 'Adventure'),
    option('rpg', 'RPG'),
    option('shooter', 'Shooter'),
    option('simulation', 'Simulation'),
    option('racing', 'Racing'),
    option('strategy', 'Strategy'),
    option('sports', 'Sports'),
    option('horror', 'Horror'),
    option('early_access', 'Early Access'),
    option('casual', 'Casual'),
    option('indie', 'Indie'),
    option('vr', 'VR'),
  ],
  tags: [
    'open-source', 'freeware', 'singleplayer', 'multiplayer', 'co-op', 'online', 'lan', 'real-time',
    'turn-based', 'sandbox', 'procedural', 'pixel-art', 'retro', 'space', 'medieval', 'fantasy',
    'sci-fi', 'kart', 'arena', 'physics', 'survival', 'roguelike', 'city-builder', 'tactical',
  ].map((tag) => option(tag, tag.charAt(0).toUpperCase() + tag.slice(1).replace('-', ' '))),
  platforms: [option('windows', 'Windows'), option('mac', 'Mac'), option('linux', 'Linux'), option('meta quest', 'Meta Quest')],
  languages: [
    option('en', 'English'),
    option('fr', 'French'),
    option('it', 'Italian'),
    option('es', 'Spanish'),
    option('de', 'German'),
    option('mul', 'Multilingual'),
  ],
} as const;
