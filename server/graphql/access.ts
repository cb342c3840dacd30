import type { AccessArea } from '../../shared/access/roles.ts';
import { mayAccess } from '../../shared/access/roles.ts';
import { messages } from '../../shared/validation/messages.ts';
import type { GraphqlContext } from './context.ts';
import type { ProfileAnswer } from './datasources/accountApi.ts';
import { apiError } from './errors.ts';

/** The signed-in caller's profile, or UNAUTHENTICATED. */
export async function requireViewer(ctx: Pick<GraphqlContext, 'viewer'>): Promise<ProfileAnswer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw apiError('UNAUTHENTICATED', messages.authenticationRequired);
  return viewer;
}

/** The signed-in caller's profile when their role may use `area`; otherwise UNAUTHENTICATED or FORBIDDEN. */
export async function requireRole(
  ctx: Pick<GraphqlContext, 'viewer'>,
  area: AccessArea,
): Promise<ProfileAnswer> {
  const viewer = await requireViewer(ctx);
  if (!mayAccess(viewer.role, area)) throw apiError('FORBIDDEN', messages.forbidden);
  if (viewer.two_factor_missing) throw apiError('FORBIDDEN', messages.twoFactor.requiredForStaff);
  return viewer;
}
