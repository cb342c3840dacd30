import type { Role } from '../../shared/access/roles.ts';
import type { GraphqlContext } from './context.ts';
import type { ProfileAnswer } from './datasources/accountApi.ts';
import { apiError, authenticationRequiredMessage, forbiddenMessage } from './errors.ts';

export const hasRole = (viewer: { role: string } | null | undefined, roles: readonly Role[]): boolean =>
  viewer != null && roles.some((role) => role === viewer.role);

/** The signed-in caller's profile, or UNAUTHENTICATED. */
export async function requireViewer(ctx: Pick<GraphqlContext, 'viewer'>): Promise<ProfileAnswer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw apiError('UNAUTHENTICATED', authenticationRequiredMessage);
  return viewer;
}

/** The signed-in caller's profile when their role is among `roles`; otherwise UNAUTHENTICATED or FORBIDDEN. */
export async function requireRole(
  ctx: Pick<GraphqlContext, 'viewer'>,
  roles: readonly Role[],
): Promise<ProfileAnswer> {
  const viewer = await requireViewer(ctx);
  if (!hasRole(viewer, roles)) throw apiError('FORBIDDEN', forbiddenMessage);
  return viewer;
}
