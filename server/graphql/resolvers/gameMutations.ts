import type { GameInput, MutationResolvers } from '../__generated__/resolvers.ts';
import { withUploads } from '../uploads/fileUpload.ts';
import type { FileUpload } from '../uploads/fileUpload.ts';
import { MultipartBody } from '../uploads/multipartBody.ts';
import type { FormField } from '../uploads/multipartBody.ts';

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
function restForm(
  input: GameInput,
  cover: FileUpload | null | undefined,
  screenshots: readonly FileUpload[] | null | undefined,
  extra: { kept?: readonly string[]; method?: 'PUT' } = {},
): MultipartBody {
  const fields: FormField[] = [{ name: 'data', value: JSON.stringify(formData(input)) }];
  if (cover) fields.push({ name: 'cover_image', file: cover });
  (screenshots ?? []).forEach((file, index) => fields.push({ name: `screenshots[${index}]`, file }));
  if (extra.kept) fields.push({ name: 'existing_screenshots', value: JSON.stringify(extra.kept) });
  if (extra.method) fields.push({ name: '_method', value: extra.method });
  return new MultipartBody(fields);
}

export const gameMutations: MutationResolvers = {
  createGame: async (_parent, { input, cover, screenshots }, ctx) => {
    const game = await withUploads([cover, ...(screenshots ?? [])], () =>
      ctx.services.games.save(restForm(input, cover, screenshots), undefined, ctx.caller),
    );
    ctx.services.publicCatalog.invalidate();
    return game;
  },
  updateGame: async (_parent, { id, input, cover, screenshots, keptScreenshots }, ctx) => {
    // What the input leaves out stays as it is: the current cover and screenshots.
    const current = (await ctx.catalog()).byId.get(id);
    const complete = { ...input, imageUrl: input.imageUrl ?? current?.imageUrl ?? '' };
    const kept = keptScreenshots ?? current?.screenshots ?? [];
    const game = await withUploads([cover, ...(screenshots ?? [])], () =>
      ctx.services.games.save(
        restForm(complete, cover, screenshots, { kept, method: 'PUT' }),
        id,
        ctx.caller,
      ),
    );
    ctx.services.publicCatalog.invalidate();
    return game;
  },
};
