import { Router } from 'express';

import { auditQuery } from '../audit/auditQuery.ts';
import { requireRole } from '../auth/viewer.ts';
import type { RestContext } from '../context.ts';

/**
 * `/audit_log.php`: the audit log, for admins, read only. Entries are written by the audited
 * writes themselves (audit/audited.ts); every other method answers 405, so no call edits or
 * deletes one.
 */
export function auditLogEndpoint(ctx: RestContext): Router {
  const router = Router();

  router.get('/audit_log.php', requireRole('audit'), async (req, res) => {
    const query = auditQuery(req);
    const [page, actors] = await Promise.all([ctx.auditLog.list(query), ctx.auditLog.actors()]);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, entries: page.entries, total: page.total, actors });
  });

  return router;
}
