import type { Logger } from 'pino';

import type { GraphqlContext } from '../context.ts';
import type { communityApi } from '../datasources/communityApi.ts';

/**
 * After a sign-in, what the visitor did anonymously on this browser (its `gv_visitor` cookie)
 * becomes the account's: its stars turn into favorites, counted once (`claim-visitor`). A failure
 * is logged and never fails the sign-in: the stars stay the visitor's, counted as they were.
 */
export async function claimVisitor(
  community: Pick<ReturnType<typeof communityApi>, 'claimVisitor'>,
  visitorId: string | undefined,
  log: Logger,
): Promise<void> {
  if (!visitorId) return;
  try {
    await community.claimVisitor(visitorId);
  } catch (error) {
    log.warn({ err: error }, 'The anonymous visitor could not be merged into the account that signed in');
  }
}

/** A sign-in's answer, once what the visitor did anonymously became the new session's account's. */
export async function claimingVisitor<T extends { token?: string | null }>(
  ctx: Pick<GraphqlContext, 'claimVisitor'>,
  signIn: Promise<T>,
): Promise<T> {
  const answer = await signIn;
  if (answer.token) await ctx.claimVisitor(answer.token);
  return answer;
}
