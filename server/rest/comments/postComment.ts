import type { Request, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { requireVerifiedEmail } from '../auth/requireVerifiedEmail.ts';
import { requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { conflict, refusedField } from '../express/HttpError.ts';
import { commentsRepository } from '../repositories/commentsRepository.ts';
import { validate } from '../validation/validate.ts';
import { readerOf } from './commentAccess.ts';
import type { CommentBudgets } from './commentBudgets.ts';
import type { CommentLookups } from './commentLookups.ts';
import { newCommentSchema } from './commentSchemas.ts';

/**
 * `POST comments.php`: a comment or a reply by a verified account under its display name (set
 * first when given). The same text from the account on the game within the repeat window is 409:
 * checked in the insert's transaction after the account's row is locked (an update), so that two
 * posts sent at once take turns and the second sees the first.
 */
export function postComment(ctx: RestContext, budgets: CommentBudgets, lookups: CommentLookups) {
  const { duplicateCommentSeconds } = ctx.config.limits;
  return async (req: Request, res: Response): Promise<void> => {
    const viewer = requireViewer(res);
    requireVerifiedEmail(viewer);
    const input = await validate(newCommentSchema, req.body);
    const game = await lookups.gameOf(input.gameId);
    const reader = readerOf(viewer);
    const parentId = input.parentId ?? null;
    if (parentId !== null) await lookups.checkParent(parentId, game.id, reader);
    const displayName = input.displayName === '' ? undefined : input.displayName;
    if (displayName === undefined && !(await ctx.users.findById(viewer.id))?.display_name) {
      throw refusedField('displayName', messages.displayName.required);
    }
    await budgets.writes(req, viewer.id);
    const stamp = now();
    const since = new Date(Date.parse(stamp) - duplicateCommentSeconds * 1000).toISOString();
    const id = await ctx.transaction(async (trx) => {
      const comments = commentsRepository(trx);
      await comments.claimAuthor(viewer.id, displayName);
      if (await comments.postedSince(viewer.id, game.id, input.content, since)) {
        throw conflict(messages.comment.duplicate);
      }
      const content = input.content;
      return comments.insert({ gameId: game.id, userId: viewer.id, parentId, content, now: stamp });
    });
    await lookups.answerOne(res, id, reader, 201);
  };
}
