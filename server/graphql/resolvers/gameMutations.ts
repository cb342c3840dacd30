import type { MutationResolvers } from '../__generated__/resolvers.ts';

export const gameMutations: MutationResolvers = {
  createGame: async (_parent, { input, cover, screenshots, idempotencyKey }, ctx) => {
    const game = await ctx.dataSources.games.create(
      input,
      { cover, screenshots },
      idempotencyKey ?? undefined,
    );
    ctx.publicCatalog.invalidate();
    return game;
  },
  updateGame: async (_parent, { id, input, cover, screenshots, keptScreenshots }, ctx) => {
    // What the input leaves out stays as it is: the current cover and screenshots.
    const current = (await ctx.catalog()).byId.get(id);
    const complete = { ...input, imageUrl: input.imageUrl ?? current?.imageUrl ?? '' };
    const kept = keptScreenshots ?? current?.screenshots ?? [];
    const game = await ctx.dataSources.games.update(id, complete, { cover, screenshots, kept });
    ctx.publicCatalog.invalidate();
    return game;
  },
};
