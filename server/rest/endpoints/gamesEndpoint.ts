import type { Request, Response } from 'express';
import { Router } from 'express';
import type { Transaction } from 'kysely';

import { messages } from '../../../shared/validation/messages.ts';
import { sendEncoded } from '../../answers/encodedBody.ts';
import type { AuditNote } from '../audit/audited.ts';
import { audited } from '../audit/audited.ts';
import { changedGameFields, gameTarget } from '../audit/gameAudit.ts';
import { isStaff, requireRole, viewerOf } from '../auth/viewer.ts';
import type { RestContext } from '../context.ts';
import type { Database, GameRow } from '../db/schema.ts';
import { badRequest, notFound } from '../express/HttpError.ts';
import { inRequestContext } from '../express/requestDeadline.ts';
import { queryParam, requiredId } from '../express/requestParams.ts';
import { predefinedOptions } from '../games/predefinedOptions.ts';
import type { StoreGame } from '../games/saveGame.ts';
import { saveGame } from '../games/saveGame.ts';
import { toWireGame } from '../games/wire.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { gamesRepository } from '../repositories/gamesRepository.ts';
import { imageEncoder } from '../uploads/imageEncoder.ts';
import { gameFormParser } from '../uploads/multipart.ts';

/** The game list may be stored by browsers for anonymous callers only, and checked each time. */
export const listCacheControl = { anonymous: 'no-cache', signedIn: 'private, no-store' };

/** `/games.php`: the list, one game by slug, the form options, and the admin writes. */
export function gamesEndpoint(ctx: RestContext): Router {
  const router = Router();
  const parseForm = inRequestContext(gameFormParser(ctx.config.limits, ctx.config.uploadTempDir, ctx.log));
  const encoder = imageEncoder(ctx.config.limits);
  const saveDeps = { games: ctx.games, images: ctx.images, encoder, log: ctx.log };
  /** A game save's database write, committed together with its audit entry. */
  const audit =
    (req: Request, res: Response, note: (game: GameRow) => AuditNote): StoreGame =>
    (write) =>
      audited(ctx, req, res, (trx) => write(gamesRepository(trx)), note);

  router.get('/games.php', async (req, res) => {
    const viewer = viewerOf(res);
    if (queryParam(req, 'options') === 'true') {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(predefinedOptions);
      return;
    }
    const slug = queryParam(req, 'slug');
    if (slug !== undefined) {
      const game = await ctx.games.findBySlug(slug);
      if (!game || (game.status !== 'active' && !isStaff(viewer))) throw notFound(messages.game.notFound);
      res.json(toWireGame(game));
      return;
    }
    const audience = isStaff(viewer) ? 'staff' : 'public';
    res.setHeader('Cache-Control', viewer ? listCacheControl.signedIn : listCacheControl.anonymous);
    await sendEncoded(req, res, await ctx.gameLists.get(audience));
  });

  router.post('/games.php', requireRole('games'), parseForm, idempotentWrites(ctx), async (req, res) => {
    const id = queryParam(req, 'id');
    if (id === undefined) {
      const created = audit(req, res, (game) => ({
        action: 'game.create',
        target: gameTarget(game),
        details: { slug: game.slug },
      }));
      const game = await saveGame(saveDeps, req, created);
      ctx.gameLists.invalidate();
      res.status(201).json({ success: true, message: 'Game added successfully!', game: toWireGame(game) });
      return;
    }
    const method = (req.body as Record<string, unknown>)._method;
    if (method !== undefined && method !== 'PUT') throw badRequest('_method must be PUT');
    const current = await ctx.games.findById(requiredId(req));
    if (!current) throw notFound(messages.game.notFound);
    const updated = audit(req, res, (game) => ({
      action: 'game.update',
      target: gameTarget(game),
      details: { changed: changedGameFields(current, game) },
    }));
    const game = await saveGame(saveDeps, req, updated, current);
    ctx.gameLists.invalidate();
    res.json({ success: true, message: 'Game updated successfully!', game: toWireGame(game) });
  });

  router.delete('/games.php', requireRole('games'), async (req, res) => {
    const id = requiredId(req);
    const deleted = (game: GameRow): AuditNote => ({
      action: 'game.delete',
      target: gameTarget(game),
      details: { slug: game.slug },
    });
    const remove = async (trx: Transaction<Database>) => {
      const games = gamesRepository(trx);
      const found = await games.findById(id);
      if (!found || !(await games.remove(found.id))) throw notFound(messages.game.notFound);
      return found;
    };
    const game = await audited(ctx, req, res, remove, deleted);
    ctx.gameLists.invalidate();
    await ctx.images
      .removeAll([game.image_url, ...game.screenshots.split(',')])
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not remove images'));
    res.json({ success: true, message: 'Game deleted successfully' });
  });

  return router;
}
