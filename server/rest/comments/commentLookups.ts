import type { Request, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import type { RestContext } from '../context.ts';
import { notFound, refusedField } from '../express/HttpError.ts';
import { requiredId } from '../express/requestParams.ts';
import type { CommentReader, CommentRecord } from '../repositories/commentsRepository.ts';
import { isOpenTo } from './commentAccess.ts';
import { toWireComment } from './commentWire.ts';

/** What every `comments.php` call looks up first: its game, its comment, and one comment's answer. */
export function commentLookups(ctx: RestContext) {
  return {
    /** The game comments are read or written on: active ones, and inactive ones for the staff's reads. */
    async gameOf(gameId: number, { inactiveToo = false } = {}) {
      const game = await ctx.games.findById(gameId);
      if (!game || (game.status !== 'active' && !inactiveToo)) throw notFound(messages.game.notFound);
      return game;
    },

    /** The comment of `?id=`, if the caller may act on it; 404 otherwise (hidden ones included). */
    async openComment(req: Request, reader: CommentReader): Promise<CommentRecord> {
      const comment = await ctx.comments.find(requiredId(req));
      if (!comment || !isOpenTo(comment, reader)) throw notFound(messages.comment.notFound);
      return comment;
    },

    /** A reply's parent: a top-level comment of the same game that the caller can see. */
    async checkParent(parentId: number, gameId: number, reader: CommentReader): Promise<void> {
      const parent = await ctx.comments.find(parentId);
      if (!parent || parent.game_id !== gameId || !isOpenTo(parent, reader)) {
        throw refusedField('parentId', messages.comment.parentNotFound);
      }
      if (parent.parent_id !== null) throw refusedField('parentId', messages.comment.replyToReply);
    },

    /** Answers `{comment}` as `reader` sees it now. */
    async answerOne(res: Response, id: number, reader: CommentReader, status = 200): Promise<void> {
      const comment = await ctx.comments.find(id);
      if (!comment) throw notFound(messages.comment.notFound);
      const liked = await ctx.comments.likedBy(reader.userId, [id]);
      res.status(status).json({ comment: toWireComment(comment, reader, liked.has(id)) });
    },
  };
}

export type CommentLookups = ReturnType<typeof commentLookups>;
