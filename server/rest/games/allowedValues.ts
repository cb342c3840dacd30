import { gameCategoryNames } from '../../../shared/catalog/categories.ts';

/**
 * The closed lists of the admin game form (specification section 5): validation refuses any other
 * value. Not to be confused with `predefinedOptions.ts`, the open suggestion lists served to clients.
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
