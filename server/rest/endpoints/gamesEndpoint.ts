import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { isStaff, requireRole, viewerOf } from '../auth/viewer.ts';
import type { RestContext } from '../context.ts';
import { sendEncoded } from '../games/encodedList.ts';
import { predefinedOptions } from '../games/predefinedOptions.ts';
import { saveGame } from '../games/saveGame.ts';
import { toWireGame } from '../games/wire.ts';
import { badRequest, notFound } from '../http/HttpError.ts';
import { queryParam, requiredId } from '../http/requestParams.ts';
import { imageEncoder } from '../uploads/imageEncoder.ts';
import { gameFormParser } from '../uploads/multipart.ts';

/** `/games.php`: the list, one game by slug, the form options, and the admin writes. */
export function gamesEndpoint(ctx: RestContext): Router {
  const router = Router();
  const parseForm = gameFormParser(ctx.config.limits, ctx.config.uploadTempDir, ctx.log);
  const encoder = imageEncoder(ctx.config.limits);
  const saveDeps = { games: ctx.games, images: ctx.images, encoder, log: ctx.log };

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
    res.setHeader('Cache-Control', viewer ? 'private, no-store' : 'no-cache');
    sendEncoded(req, res, await ctx.gameLists.get(audience));
  });

  router.post('/games.php', requireRole('games'), parseForm, async (req, res) => {
    const id = queryParam(req, 'id');
    if (id === undefined) {
      const game = await saveGame(saveDeps, req);
      ctx.gameLists.invalidate();
      res.status(201).json({ success: true, message: 'Game added successfully!', game: toWireGame(game) });
      return;
    }
    const method = (req.body as Record<string, unknown>)._method;
    if (method !== undefined && method !== 'PUT') throw badRequest('_method must be PUT');
    const current = await ctx.games.findById(requiredId(req));
    if (!current) throw notFound(messages.game.notFound);
    const game = await saveGame(saveDeps, req, current);
    ctx.gameLists.invalidate();
    res.json({ success: true, message: 'Game updated successfully!', game: toWireGame(game) });
  });

  router.delete('/games.php', requireRole('games'), async (req, res) => {
    const game = await ctx.games.findById(requiredId(req));
    if (!game || !(await ctx.games.remove(game.id))) throw notFound(messages.game.notFound);
    ctx.gameLists.invalidate();
    await ctx.images
      .removeAll([game.image_url, ...game.screenshots.split(',')])
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not remove images'));
    res.json({ success: true, message: 'Game deleted successfully' });
  });

  return router;
}
