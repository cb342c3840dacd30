import { Router } from 'express';
import type { Kysely } from 'kysely';

import { gameSlugFromUrl } from '../../../shared/catalog/gameUrls.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { requireRole } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../express/HttpError.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { gamesRepository } from '../repositories/gamesRepository.ts';
import { moderationRepository } from '../repositories/moderationRepository.ts';
import {
  dmcaStatusSchema,
  dmcaSubmissionSchema,
  gameRequestStatusSchema,
  gameRequestSubmissionSchema,
} from '../validation/submissionSchemas.ts';
import { validate } from '../validation/validate.ts';
import { submissionLimit } from './submissionLimit.ts';

function outcome(result: 'updated' | 'not-found' | 'not-pending', what: string): void {
  if (result === 'not-found') throw notFound(`${what.charAt(0).toUpperCase()}${what.slice(1)} not found`);
  if (result === 'not-pending') throw conflict(`Only a pending ${what} can be decided`);
}

/** Sets the listed game a notice's address points at inactive; refuses a notice that names none. */
async function takeOffline(trx: Kysely<Database>, contentUrl: string, stamp: string) {
  const slug = gameSlugFromUrl(contentUrl);
  const games = gamesRepository(trx);
  const game = slug === undefined ? undefined : await games.findBySlug(slug);
  if (!game) throw badRequest(messages.dmcaNotice.noListedGame);
  await games.update(game.id, { status: 'inactive', updated_at: stamp });
  return { slug: game.slug };
}

/**
 * Anonymous submissions (`submit_dmca.php`, `submit_game_request.php`) and their moderation
 * (`dmca_notices.php`, `game_requests.php`) by admins and moderators.
 */
export function moderationEndpoints(ctx: RestContext): Router {
  const router = Router();
  const staff = requireRole('moderation');
  const idempotent = idempotentWrites(ctx);

  router.post('/submit_dmca.php', submissionLimit(ctx, 'dmca'), idempotent, async (req, res) => {
    const notice = await validate(dmcaSubmissionSchema, req.body);
    const id = await ctx.moderation.addDmcaNotice(notice, now());
    res.status(201).json({ success: true, message: 'DMCA notice submitted successfully!', id });
  });

  router.post(
    '/submit_game_request.php',
    submissionLimit(ctx, 'gameRequest'),
    idempotent,
    async (req, res) => {
      const request = await validate(gameRequestSubmissionSchema, req.body);
      const id = await ctx.moderation.addGameRequest(request, now());
      res.status(201).json({ success: true, message: 'Game request submitted successfully!', id });
    },
  );

  router.get('/dmca_notices.php', staff, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, dmcaNotices: await ctx.moderation.dmcaNotices() });
  });

  router.put('/dmca_notices.php', staff, async (req, res) => {
    const { id, status, deactivate_game: deactivate } = await validate(dmcaStatusSchema, req.body);
    if (deactivate && status !== 'resolved') throw badRequest(messages.dmcaNotice.deactivateNeedsResolve);
    const { game } = await audited(
      ctx,
      req,
      res,
      async (trx) => {
        const moderation = moderationRepository(trx);
        const stamp = now();
        outcome(await moderation.decideDmcaNotice(id, status, stamp), 'DMCA notice');
        const notice = await moderation.dmcaNotice(id);
        return {
          title: notice?.title ?? '',
          game: deactivate ? await takeOffline(trx, notice?.content_url ?? '', stamp) : undefined,
        };
      },
      (decided) => ({
        action: status === 'resolved' ? 'dmca.resolve' : 'dmca.reject',
        target: { type: 'dmca_notice', id, label: decided.title },
        ...(decided.game && { details: { deactivated_game: decided.game.slug } }),
      }),
    );
    if (game) ctx.gameLists.invalidate();
    res.json({
      success: true,
      message: 'Status updated successfully',
      ...(game && { deactivated_game: game.slug }),
    });
  });

  router.get('/game_requests.php', staff, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, gameRequests: await ctx.moderation.gameRequests() });
  });

  router.put('/game_requests.php', staff, async (req, res) => {
    const { id, status } = await validate(gameRequestStatusSchema, req.body);
    await audited(
      ctx,
      req,
      res,
      async (trx) => {
        const moderation = moderationRepository(trx);
        outcome(await moderation.decideGameRequest(id, status, now()), 'game request');
        return moderation.gameRequestTitle(id);
      },
      (title) => ({
        action: status === 'approved' ? 'request.approve' : 'request.reject',
        target: { type: 'game_request', id, label: title },
      }),
    );
    res.json({ success: true, message: 'Status updated successfully' });
  });

  return router;
}
