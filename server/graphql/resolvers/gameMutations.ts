import type { GameInput, MutationResolvers } from '../__generated__/resolvers.ts';
import type { FileUpload } from '../uploads/fileUpload.ts';

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

/** The REST multipart form of SPEC 7: `data`, `cover_image`, `screenshots[n]`, `existing_screenshots`. */
function restForm(
  input: GameInput,
  cover: FileUpload | null | undefined,
  screenshots: readonly FileUpload[] | null | undefined,
  kept?: readonly string[] | null,
): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(formData(input)));
  const blob = (file: FileUpload) => new Blob([new Uint8Array(file.buffer)], { type: file.mimetype });
  if (cover) form.append('cover_image', blob(cover), cover.filename);
  (screenshots ?? []).forEach((file, index) =>
    form.append(`screenshots[${index}]`, blob(file), file.filename),
  );
  if (kept) form.append('existing_screenshots', JSON.stringify(kept));
  return form;
}

export const gameMutations: MutationResolvers = {
  createGame: async (_parent, { input, cover, screenshots }, ctx) => {
    const game = await ctx.services.games.save(restForm(input, cover, screenshots), undefined, ctx.caller);
    ctx.services.publicCatalog.invalidate();
    return game;
  },
  updateGame: async (_parent, { id, input, cover, screenshots, keptScreenshots }, ctx) => {
    // What the input leaves out stays as it is: the current cover and screenshots.
    const current = (await ctx.catalog()).byId.get(id);
    const complete = { ...input, imageUrl: input.imageUrl ?? current?.imageUrl ?? '' };
    const form = restForm(complete, cover, screenshots, keptScreenshots ?? current?.screenshots ?? []);
    form.append('_method', 'PUT');
    const game = await ctx.services.games.save(form, id, ctx.caller);
    ctx.services.publicCatalog.invalidate();
    return game;
  },
};
