import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { requireArea, requireRole, viewerOf } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { conflict, notFound } from '../express/HttpError.ts';
import { requiredId } from '../express/requestParams.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { reportAudit } from '../reports/reportAudit.ts';
import type { ReportBudget } from '../reports/reportBudget.ts';
import { reportQuery } from '../reports/reportQuery.ts';
import { gameReportSchema, reportStatusSchema } from '../reports/reportSchemas.ts';
import { toWireReport } from '../reports/reportWire.ts';
import { reportsRepository } from '../repositories/reportsRepository.ts';
import { validate } from '../validation/validate.ts';

/**
 * The game page's Report dialog (`submit_report.php`, anyone) and the staff's one list of reports
 * (`reports.php`, moderators and admins): game and comment reports, issue reports and contact
 * messages, each moved between open, resolved and dismissed with an audited note.
 */
export function reportsEndpoint(ctx: RestContext, budget: ReportBudget): Router {
  const router = Router();
  const staff = requireRole('moderation');

  router.post('/submit_report.php', idempotentWrites(ctx), async (req, res) => {
    const viewer = viewerOf(res);
    const input = await validate(gameReportSchema, req.body);
    const game = await ctx.games.findById(input.gameId);
    if (!game || game.status !== 'active') throw notFound(messages.game.notFound);
    await budget(req, viewer?.id);
    await ctx.reports.addReport(
      {
        kind: 'game',
        gameId: game.id,
        gameName: game.title,
        reporterUserId: viewer?.id ?? null,
        reason: input.reason,
        description: input.description,
        email: input.email,
        pageUrl: input.url,
      },
      now(),
    );
    res.status(201).json({ success: true, message: messages.gameReport.sent });
  });

  router.get('/reports.php', staff, async (req, res) => {
    const page = await ctx.reports.list(reportQuery(req));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ reports: page.reports.map(toWireReport), total: page.total, openCount: page.openCount });
  });

  router.put('/reports.php', staff, async (req, res) => {
    const viewer = requireArea(res, 'moderation');
    const id = requiredId(req);
    const { status, note } = await validate(reportStatusSchema, req.body);
    const report = await ctx.reports.find(id);
    if (!report) throw notFound(messages.report.notFound);
    await audited(
      ctx,
      req,
      res,
      async (trx) => {
        const moved = await reportsRepository(trx).setStatus(id, {
          status,
          note,
          handledBy: viewer.id,
          now: now(),
        });
        if (!moved) throw conflict(messages.report.sameStatus);
      },
      reportAudit(report, status, note),
    );
    const updated = await ctx.reports.detailed(id);
    res.json({ message: messages.report.updated, ...(updated && { report: toWireReport(updated) }) });
  });

  return router;
}
