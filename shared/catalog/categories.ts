/**
 * The download categories (SPEC 2.7 tabs, 2.13 pages): the name a game stores, and the slug and
 * title of the category's page.
 */
const gameCategories = [
  { name: 'Standard', slug: 'standard', title: 'Standard Games' },
  { name: 'Repacks', slug: 'repacks', title: 'Repacks' },
  { name: 'Online', slug: 'online', title: 'Online Games' },
] as const;

export type GameCategory = (typeof gameCategories)[number]['name'];

export const gameCategoryNames: readonly GameCategory[] = gameCategories.map((category) => category.name);

/** The category pages of SPEC 2.13: `all` (every game) first, then one per category. */
export const categoryPages: readonly { slug: string; title: string }[] = [
  { slug: 'all', title: 'All Games' },
  ...gameCategories.map(({ slug, title }) => ({ slug, title })),
];
