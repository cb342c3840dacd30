import type { GameInput } from '../__generated__/resolvers.ts';
import type { FileUpload } from '../uploads/fileUpload.ts';
import type { FormField } from '../uploads/multipartBody.ts';
import { MultipartBody } from '../uploads/multipartBody.ts';

/** The files of a save: a new cover, new screenshots, and (updates) the current screenshots kept. */
export interface GameSaveFiles {
  cover?: FileUpload | null;
  screenshots?: readonly FileUpload[] | null;
  kept?: readonly string[];
}

/** GraphQL's explicit nulls mean "not given", which the REST form expresses by leaving a key out. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item != null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

/** The game input in the REST form's `data` shape (SPEC 3, "Game form payload"). */
function formData(input: GameInput): unknown {
  const { minimumRequirements, technicalDetails, ...rest } = input;
  return withoutNulls({
    ...rest,
    systemRequirements: { minimum: minimumRequirements ?? {} },
    technicalDetails: technicalDetails ?? {},
  });
}

/**
 * The REST multipart form of SPEC 7: `data`, `cover_image`, `screenshots[n]`, `existing_screenshots`
 * and `_method`. The files are read from disk as the form is sent: send it while they are held.
 */
export function gameSaveForm(input: GameInput, files: GameSaveFiles, method?: 'PUT'): MultipartBody {
  const fields: FormField[] = [{ name: 'data', value: JSON.stringify(formData(input)) }];
  if (files.cover) fields.push({ name: 'cover_image', file: files.cover });
  (files.screenshots ?? []).forEach((file, index) => fields.push({ name: `screenshots[${index}]`, file }));
  if (files.kept) fields.push({ name: 'existing_screenshots', value: JSON.stringify(files.kept) });
  if (method) fields.push({ name: '_method', value: method });
  return new MultipartBody(fields);
}
