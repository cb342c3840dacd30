/** SPEC 2.7: the home page's category tabs and their "View All" links. */
export const homeTabs = [
  { id: 'all', label: 'All Games', viewAll: 'View All Games' },
  { id: 'Standard', label: 'Standard', viewAll: 'View All Standard Games' },
  { id: 'Repacks', label: 'Repacks', viewAll: 'View All Repacks' },
  { id: 'Online', label: 'Online', viewAll: 'View All Online Games' },
] as const;

export type HomeTabId = (typeof homeTabs)[number]['id'];

/** SPEC 9: the home grid shows 9 games. */
export const homeGridSize = 9;
/** On phones the grid shows fewer ("View All Games" leads to the rest). */
export const homePhoneGridSize = 4;
