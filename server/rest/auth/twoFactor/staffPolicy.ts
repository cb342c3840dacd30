import type { NextFunction, Request, Response } from 'express';

import { mayAccess } from '../../../../shared/access/roles.ts';
import type { RestContext } from '../../context.ts';
import { viewerOf } from '../viewer.ts';

type PolicyContext = Pick<RestContext, 'settings' | 'twoFactor'>;

/** Whether this staff account must enrol before doing staff work: the site requires it, and it has none. */
export async function mustEnrol(ctx: PolicyContext, user: { id: number; role: string }): Promise<boolean> {
  if (!mayAccess(user.role, 'console')) return false;
  if (!(await ctx.settings.get()).twoFactorEnabled) return false;
  return !(await ctx.twoFactor.isEnabled(user.id));
}

/**
 * Marks a staff caller without a second factor while the site requires one (after
 * `identifyViewer`): `requireRole` then refuses every staff-only endpoint with a text that says
 * why, and staff views (inactive games) stay closed. Their own account, the enrolment calls among
 * it, stays open, so they can enrol.
 */
export function staffTwoFactorPolicy(ctx: PolicyContext) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    // Each refusal is logged as `authz.denied` by the error handler.
    const viewer = viewerOf(res);
    if (viewer && (await mustEnrol(ctx, viewer))) {
      res.locals.viewer = { ...viewer, twoFactorMissing: true };
    }
    next();
  };
}
