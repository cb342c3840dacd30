const platformNames: Record<string, string> = {
  windows: 'Windows',
  mac: 'Mac',
  'meta quest': 'Meta Quest',
};

const languageNames: Record<string, string> = {
  en: 'English',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  mul: 'Multilingual',
};

/** "moderator" → "Moderator". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPEC 2.8 platform names; any other value is shown capitalised ("linux" → "Linux"). */
export const platformName = (value: string): string =>
  platformNames[value.trim().toLowerCase()] ?? capitalise(value.trim());

/** SPEC 2.8 language names; any other code is shown capitalised. */
export const languageName = (value: string): string =>
  languageNames[value.trim().toLowerCase()] ?? capitalise(value.trim());
