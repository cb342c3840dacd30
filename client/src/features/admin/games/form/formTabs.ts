import type { GameFormField } from './gameFormValues.ts';

/** The six tabs of the game form (SPEC 2.20) and the fields each one holds, in tab order. */
export const formTabs = [
  {
    id: 'basic',
    label: 'Basic Info',
    fields: [
      'title',
      'slug',
      'category',
      'genres',
      'tags',
      'status',
      'developer',
      'publisher',
      'releaseDate',
      'version',
      'size',
    ],
  },
  {
    id: 'media',
    label: 'Media',
    fields: ['imageUrl', 'coverFile', 'screenshots', 'screenshotFiles', 'trailerUrl', 'gameplayUrl'],
  },
  {
    id: 'details',
    label: 'Details',
    fields: ['description', 'installationInstructions', 'generalNotes', 'license'],
  },
  { id: 'requirements', label: 'Requirements', fields: ['os', 'processor', 'memory', 'graphics', 'storage'] },
  {
    id: 'technical',
    label: 'Technical',
    fields: ['platforms', 'language', 'ageRating', 'directX', 'networkRequirements'],
  },
  { id: 'links', label: 'Links', fields: ['downloadLink', 'supportLink', 'steamfixUrl', 'homepageUrl'] },
] as const satisfies readonly { id: string; label: string; fields: readonly GameFormField[] }[];

export type FormTabId = (typeof formTabs)[number]['id'];

/** The first tab holding a field in error (SPEC 4: the form jumps there after a failed save). */
export function firstTabWithError(errors: Partial<Record<string, unknown>>): FormTabId | undefined {
  return formTabs.find((tab) => tab.fields.some((field) => errors[field] !== undefined))?.id;
}
