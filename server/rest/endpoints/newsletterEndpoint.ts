import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest } from '../express/HttpError.ts';
import { queryParam } from '../express/requestParams.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { newsletterSchema } from '../validation/submissionSchemas.ts';
import { validate } from '../validation/validate.ts';
import { submissionLimit } from './submissionLimit.ts';

/**
 * `/newsletter.php?action=subscribe|unsubscribe`, anonymous and idempotent: each action answers the
 * same status and body whether the address was on the list or not, so no one can learn who is
 * subscribed. Both actions share one hourly budget.
 */
export function newsletterEndpoint(ctx: RestContext): Router {
  const router = Router();

  router.post(
    '/newsletter.php',
    submissionLimit(ctx, 'newsletter'),
    idempotentWrites(ctx),
    async (req, res) => {
      const action = queryParam(req, 'action');
      if (action !== 'subscribe' && action !== 'unsubscribe')
        throw badRequest(messages.newsletter.actionChoice);
      const { email } = await validate(newsletterSchema, req.body);
      if (action === 'unsubscribe') {
        await ctx.newsletter.unsubscribe(email);
        res.json({ success: true, message: messages.newsletter.unsubscribed });
        return;
      }
      await ctx.newsletter.subscribe(email, now());
      res.json({ success: true, message: messages.newsletter.subscribed });
    },
  );

  return router;
}
