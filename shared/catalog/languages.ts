/** The language codes the admin form suggests, with the names every page shows for them (SPEC 2.8). */
export const languages = [
  { id: 'en', label: 'English' },
  { id: 'fr', label: 'French' },
  { id: 'it', label: 'Italian' },
  { id: 'es', label: 'Spanish' },
  { id: 'de', label: 'German' },
  { id: 'mul', label: 'Multilingual' },
] as const;
