import type { Request, Response } from 'express';
import { Router } from 'express';
import type { Transaction } from 'kysely';

import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { requireVerifiedEmail } from '../auth/requireVerifiedEmail.ts';
import type { Viewer } from '../auth/viewer.ts';
import { mayModerate, requireArea, requireViewer, viewerOf } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import { readerOf } from '../comments/commentAccess.ts';
import { commentAudit } from '../comments/commentAudit.ts';
import { commentBudgets } from '../comments/commentBudgets.ts';
import { commentLookups } from '../comments/commentLookups.ts';
import { commentPageQuery } from '../comments/commentPage.ts';
import { commentEditSchema, commentReportSchema } from '../comments/commentSchemas.ts';
import { toWireComment } from '../comments/commentWire.ts';
import { postComment } from '../comments/postComment.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../express/HttpError.ts';
import { queryParam } from '../express/requestParams.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import type { ReportBudget } from '../reports/reportBudget.ts';
import type { CommentChange, CommentRecord } from '../repositories/commentsRepository.ts';
import { commentsRepository } from '../repositories/commentsRepository.ts';
import { validate } from '../validation/validate.ts';

type Handler = (req: Request, res: Response) => Promise<void>;

/**
 * `/comments.php`: a game's comments and one level of replies (docs/api.md). Anyone reads; a
 * signed-in account with a verified address posts, edits its own and likes; any account reports;
 * moderators and admins hide, show again and delete any comment, each audited.
 */
export function commentsEndpoint(ctx: RestContext, reports: ReportBudget): Router {
  const router = Router();
  const budgets = commentBudgets(ctx);
  const idempotent = idempotentWrites(ctx);
  const lookups = commentLookups(ctx);
  const { openComment, answerOne } = lookups;
  const post = postComment(ctx, budgets, lookups);

  const like = async (req: Request, res: Response, viewer: Viewer) => {
    requireVerifiedEmail(viewer);
    const comment = await openComment(req, readerOf(viewer));
    await budgets.likes(req, viewer.id);
    const likes = await ctx.comments.like(comment.id, viewer.id, now());
    res.json({ likes, liked: true });
  };

  const report = async (req: Request, res: Response, viewer: Viewer) => {
    const comment = await openComment(req, readerOf(viewer));
    const input = await validate(commentReportSchema, req.body);
    await reports(req, viewer.id);
    // A repeat of an account's open report of the comment adds nothing for the staff to read twice.
    if (!(await ctx.reports.openCommentReport(comment.id, viewer.id))) {
      const game = await ctx.games.findById(comment.game_id);
      await ctx.reports.addReport(
        {
          kind: 'comment',
          gameId: comment.game_id,
          gameName: game?.title ?? '',
          commentId: comment.id,
          reporterUserId: viewer.id,
          reason: input.reason,
          description: input.description,
          email: viewer.email,
        },
        now(),
      );
    }
    res.status(201).json({ message: messages.gameReport.sent });
  };

  /** Hides a visible comment or shows a hidden one again; audited. */
  const moderate =
    (hide: boolean): Handler =>
    async (req, res) => {
      const viewer = requireArea(res, 'moderation');
      const reader = readerOf(viewer);
      const comment = await openComment(req, reader);
      const { target, details } = commentAudit(comment);
      await audited(
        ctx,
        req,
        res,
        async (trx) => {
          const change: CommentChange = hide
            ? { from: 'visible', to: 'hidden', by: viewer.id, now: now() }
            : { from: 'hidden', to: 'visible', by: null, now: now() };
          const moved = await commentsRepository(trx).moderate(comment.id, change);
          if (!moved)
            throw conflict(hide ? messages.comment.onlyVisibleHidden : messages.comment.onlyHiddenShown);
        },
        { action: hide ? 'comment.hide' : 'comment.unhide', target, details },
      );
      await answerOne(res, comment.id, reader);
    };

  const signedInActions: Record<string, (req: Request, res: Response, viewer: Viewer) => Promise<void>> = {
    like,
    report,
  };
  const staffActions: Record<string, Handler> = { hide: moderate(true), unhide: moderate(false) };

  router.get('/comments.php', async (req, res) => {
    const reader = readerOf(viewerOf(res));
    const { gameId, offset, limit } = commentPageQuery(req);
    await lookups.gameOf(gameId, { inactiveToo: reader.staff });
    const page = await ctx.comments.page(gameId, reader, offset, limit);
    const ids = [...page.comments, ...page.replies].map((comment) => comment.id);
    const liked = await ctx.comments.likedBy(reader.userId, ids);
    const wire = (comment: CommentRecord) => toWireComment(comment, reader, liked.has(comment.id));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      comments: page.comments.map((comment) => ({
        ...wire(comment),
        replies: page.replies.filter((reply) => reply.parent_id === comment.id).map(wire),
      })),
      total: page.total,
      offset,
      limit,
    });
  });

  router.post('/comments.php', idempotent, async (req, res) => {
    const action = queryParam(req, 'action');
    if (action === undefined) {
      if (queryParam(req, 'id') !== undefined) throw badRequest(messages.unknownAction);
      return post(req, res);
    }
    if (Object.hasOwn(staffActions, action)) return staffActions[action]?.(req, res);
    const signedIn = Object.hasOwn(signedInActions, action) ? signedInActions[action] : undefined;
    if (!signedIn) throw badRequest(messages.unknownAction);
    return signedIn(req, res, requireViewer(res));
  });

  router.put('/comments.php', async (req, res) => {
    const viewer = requireViewer(res);
    requireVerifiedEmail(viewer);
    const reader = readerOf(viewer);
    const comment = await openComment(req, reader);
    if (comment.user_id !== viewer.id) throw new HttpError(403, messages.comment.notYours);
    const { content } = await validate(commentEditSchema, req.body);
    if (content !== comment.content) {
      await budgets.writes(req, viewer.id);
      await ctx.comments.edit(comment.id, content, now());
    }
    await answerOne(res, comment.id, reader);
  });

  router.delete('/comments.php', async (req, res) => {
    const viewer = requireViewer(res);
    const comment = await openComment(req, readerOf(viewer));
    const remove = (trx: Transaction<Database>) => commentsRepository(trx).remove(comment, now());
    if (comment.user_id === viewer.id) {
      await ctx.transaction(remove);
    } else {
      if (!mayModerate(viewer)) throw new HttpError(403, messages.comment.notYoursToDelete);
      await audited(ctx, req, res, remove, { action: 'comment.delete', ...commentAudit(comment) });
    }
    res.json({ message: messages.comment.deleted });
  });

  return router;
}
