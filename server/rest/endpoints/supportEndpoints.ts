import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { contactMessageSchema, issueReportSchema } from '../validation/submissionSchemas.ts';
import { validate } from '../validation/validate.ts';
import { submissionLimit } from './submissionLimit.ts';

/**
 * The anonymous contact form (`submit_contact.php`) and Report an Issue page
 * (`submit_issue_report.php`): both land in the staff's reports (`reports.php`).
 */
export function supportEndpoints(ctx: RestContext): Router {
  const router = Router();
  const idempotent = idempotentWrites(ctx);

  router.post('/submit_contact.php', submissionLimit(ctx, 'contact'), idempotent, async (req, res) => {
    const message = await validate(contactMessageSchema, req.body);
    const id = await ctx.reports.addContactMessage(message, now());
    res.status(201).json({ success: true, message: messages.contact.sent, id });
  });

  router.post(
    '/submit_issue_report.php',
    submissionLimit(ctx, 'issueReport'),
    idempotent,
    async (req, res) => {
      const report = await validate(issueReportSchema, req.body);
      const id = await ctx.reports.addIssueReport(report, now());
      res.status(201).json({ success: true, message: messages.issueReport.sent, id });
    },
  );

  return router;
}
