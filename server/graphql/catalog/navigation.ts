/** The genre menu (SPEC 2.4) and the download categories (SPEC 2.13). */
export const genreOptions = [
  { value: 'all', label: 'All Games' },
  { value: 'action', label: 'Action' },
  { value: 'adventure', label: 'Adventure' },
  { value: 'rpg', label: 'RPG' },
  { value: 'shooter', label: 'Shooter' },
  { value: 'simulation', label: 'Simulation' },
  { value: 'racing', label: 'Racing' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'sports', label: 'Sports' },
  { value: 'horror', label: 'Horror' },
  { value: 'early_access', label: 'Early Access' },
  { value: 'casual', label: 'Casual' },
  { value: 'indie', label: 'Indie' },
  { value: 'vr', label: 'VR' },
];

export const categoryOptions = [
  { value: 'all', label: 'All Games' },
  { value: 'standard', label: 'Standard Games' },
  { value: 'repacks', label: 'Repacks' },
  { value: 'online', label: 'Online Games' },
];
