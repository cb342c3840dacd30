import { messages } from '../../../shared/validation/messages.ts';
import type { GameResolvers, MutationResolvers, QueryResolvers } from '../__generated__/resolvers.ts';
import type { GraphqlContext } from '../context.ts';
import type { NewComment } from '../datasources/commentsApi.ts';
import { apiError } from '../errors.ts';
import { emptyCommentPage, toComment, toCommentPage } from '../normalize/comment.ts';
import { toGameSummary, toProfile } from './mappers.ts';

const commentsUnavailable = () => {
  throw apiError('NOT_FOUND', messages.graphqlCommunity.unavailable('Comments'));
};

/** A write to `comments.php`, refused with a clear text where the REST service has no comments. */
const commentWrite = <T>(ctx: GraphqlContext, call: () => Promise<T>) =>
  ctx.communityFeatures.guard('comments', call, commentsUnavailable);

/** `Game.comments`: one REST call per game, a few games per request (`maxCommentLookups`). */
export const gameCommentResolvers: GameResolvers = {
  comments: (game, { offset, limit }, ctx) => {
    const from = offset ?? 0;
    const size = limit ?? 20;
    ctx.takeCommentLookup();
    return ctx.communityFeatures.guard(
      'comments',
      async () => toCommentPage(await ctx.dataSources.comments.list(game.id, from, size)),
      () => emptyCommentPage(from, size),
    );
  },
};

export const commentQueries: QueryResolvers = {
  myComments: async (_parent, _args, ctx) => {
    if (!(await ctx.communityFeatures.has('comments'))) return [];
    const [comments, catalog] = await Promise.all([
      ctx.dataSources.account.myComments(),
      ctx.catalog().catch(() => undefined),
    ]);
    return comments.map((comment) => ({
      id: String(comment.id),
      // The list names the game; its cover comes from the catalogue when it holds the game.
      game: toGameSummary({ ...comment, imageUrl: catalog?.byId.get(String(comment.gameId))?.imageUrl }),
      content: comment.content,
      status: comment.status,
      createdAt: comment.createdAt,
    }));
  },
};

export const commentMutations: MutationResolvers = {
  postComment: (_parent, { input, idempotencyKey }, ctx) => {
    const comment: NewComment = { gameId: input.gameId, content: input.content };
    if (input.parentId != null) comment.parentId = input.parentId;
    if (input.displayName != null) comment.displayName = input.displayName;
    return commentWrite(ctx, async () =>
      toComment(await ctx.dataSources.comments.post(comment, idempotencyKey ?? undefined)),
    );
  },
  editComment: (_parent, { id, content }, ctx) =>
    commentWrite(ctx, async () => toComment(await ctx.dataSources.comments.edit(id, content))),
  deleteComment: (_parent, { id }, ctx) => commentWrite(ctx, () => ctx.dataSources.comments.remove(id)),
  likeComment: (_parent, { id }, ctx) => commentWrite(ctx, () => ctx.dataSources.comments.like(id)),
  reportComment: (_parent, { id, reason, description, idempotencyKey }, ctx) =>
    commentWrite(ctx, () =>
      ctx.dataSources.comments.report(id, { reason, description }, idempotencyKey ?? undefined),
    ),
  hideComment: (_parent, { id }, ctx) =>
    commentWrite(ctx, async () => toComment(await ctx.dataSources.comments.hide(id))),
  unhideComment: (_parent, { id }, ctx) =>
    commentWrite(ctx, async () => toComment(await ctx.dataSources.comments.unhide(id))),
  updateDisplayName: async (_parent, { displayName }, ctx) => {
    if (!(await ctx.communityFeatures.has('comments'))) commentsUnavailable();
    await ctx.dataSources.account.updateDisplayName(displayName);
    return toProfile(await ctx.dataSources.account.profile());
  },
};
