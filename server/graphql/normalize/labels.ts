import { genres } from '../../../shared/catalog/genres.ts';
import { languages } from '../../../shared/catalog/languages.ts';
import { platforms } from '../../../shared/catalog/platforms.ts';

export interface OptionItem {
  value: string;
  label: string;
}

export interface LabelBook {
  genres: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
  platforms: ReadonlyMap<string, string>;
  languages: ReadonlyMap<string, string>;
}

const names = (entries: readonly { id: string; label: string }[]) =>
  Object.fromEntries(entries.map((entry) => [entry.id, entry.label]));

/** Display names the specification fixes, used when the predefined options do not name a value. */
const fixedNames = { genres: names(genres), platforms: names(platforms), languages: names(languages) };

const titleCase = (value: string) =>
  value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function book(
  options: readonly OptionItem[] | undefined,
  fixed: Record<string, string>,
): Map<string, string> {
  const entries = new Map(Object.entries(fixed));
  for (const option of options ?? []) entries.set(option.value, option.label);
  return entries;
}

/** Labels from the REST service's predefined options, completed by the specification's names. */
export function labelBook(options?: {
  genres?: readonly OptionItem[];
  tags?: readonly OptionItem[];
  platforms?: readonly OptionItem[];
  languages?: readonly OptionItem[];
}): LabelBook {
  return {
    genres: book(options?.genres, fixedNames.genres),
    tags: book(options?.tags, {}),
    platforms: book(options?.platforms, fixedNames.platforms),
    languages: book(options?.languages, fixedNames.languages),
  };
}

export function labelled(values: readonly string[], labels: ReadonlyMap<string, string>): OptionItem[] {
  return values.map((value) => ({
    value,
    label: labels.get(value) ?? labels.get(value.toLowerCase()) ?? titleCase(value),
  }));
}
