import { Router } from 'express';

import { requireRole } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { conflict, notFound } from '../http/HttpError.ts';
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

/**
 * Anonymous submissions (`submit_dmca.php`, `submit_game_request.php`) and their moderation
 * (`dmca_notices.php`, `game_requests.php`) by admins and moderators.
 */
export function moderationEndpoints(ctx: RestContext): Router {
  const router = Router();
  const staff = requireRole('moderation');
  const submissions = () => submissionLimit(ctx);

  router.post('/submit_dmca.php', submissions(), async (req, res) => {
    const notice = await validate(dmcaSubmissionSchema, req.body);
    const id = await ctx.moderation.addDmcaNotice(notice, now());
    res.status(201).json({ success: true, message: 'DMCA notice submitted successfully!', id });
  });

  router.post('/submit_game_request.php', submissions(), async (req, res) => {
    const request = await validate(gameRequestSubmissionSchema, req.body);
    const id = await ctx.moderation.addGameRequest(request, now());
    res.status(201).json({ success: true, message: 'Game request submitted successfully!', id });
  });

  router.get('/dmca_notices.php', staff, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, dmcaNotices: await ctx.moderation.dmcaNotices() });
  });

  router.put('/dmca_notices.php', staff, async (req, res) => {
    const { id, status } = await validate(dmcaStatusSchema, req.body);
    outcome(await ctx.moderation.decideDmcaNotice(id, status, now()), 'DMCA notice');
    res.json({ success: true, message: 'Status updated successfully' });
  });

  router.get('/game_requests.php', staff, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, gameRequests: await ctx.moderation.gameRequests() });
  });

  router.put('/game_requests.php', staff, async (req, res) => {
    const { id, status } = await validate(gameRequestStatusSchema, req.body);
    outcome(await ctx.moderation.decideGameRequest(id, status, now()), 'game request');
    res.json({ success: true, message: 'Status updated successfully' });
  });

  return router;
}
