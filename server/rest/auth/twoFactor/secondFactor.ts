import type { Request, Response } from 'express';

import { messages } from '../../../../shared/validation/messages.ts';
import { audited } from '../../audit/audited.ts';
import { userTarget } from '../../audit/userAudit.ts';
import { now } from '../../clock.ts';
import type { RestContext } from '../../context.ts';
import type { Role } from '../../db/schema.ts';
import { badRequest } from '../../express/HttpError.ts';
import { securityEvent } from '../../express/securityLog.ts';
import type { TwoFactorState } from '../../repositories/twoFactorRepository.ts';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recoveryCodes.ts';
import { totpStep } from './totp.ts';

export type SecondFactor = 'authenticator' | 'recovery_code';

/** What a code is checked for; the audit entry of a wrong one says so. */
export type CodePurpose = 'enable' | 'sign_in' | 'disable' | 'recovery_codes';

interface Account {
  id: number;
  email: string;
  role: Role;
}

export const wrongCode = () =>
  badRequest(messages.twoFactor.codeInvalid, { fields: { code: messages.twoFactor.codeInvalid } });

/** Spends the code if it is right: an authenticator code once per time step, a recovery code once. */
async function spendCode(
  ctx: RestContext,
  userId: number,
  state: TwoFactorState,
  code: string,
): Promise<SecondFactor | undefined> {
  if (looksLikeRecoveryCode(code)) {
    const spent = await ctx.twoFactor.useRecoveryCode(userId, recoveryCodeHash(code), now());
    return spent ? 'recovery_code' : undefined;
  }
  const secret = ctx.twoFactorSecrets.open(userId, state.secret);
  if (secret === undefined) throw new Error(`The authenticator secret of user ${userId} does not open`);
  const step = await totpStep(secret, code.trim(), state.lastUsedStep);
  return step !== undefined && (await ctx.twoFactor.useStep(userId, step)) ? 'authenticator' : undefined;
}

/**
 * Checks a second-factor code of an account whose two-factor sign-in is on (or, to turn it on, of
 * its enrolment), counted against its
 * budgets (and the sign-in challenge's). A wrong code answers 400 naming `code`; it and every
 * recovery code used go to the audit log and the security log.
 */
export async function checkSecondFactor(
  ctx: RestContext,
  req: Request,
  res: Response,
  account: Account,
  code: string,
  purpose: { for: CodePurpose; challengeId?: string },
): Promise<SecondFactor> {
  const ip = ctx.clientIp(req);
  const state = await ctx.twoFactor.find(account.id);
  // Enrolling confirms the new secret with its first code; every other use needs it confirmed.
  if (purpose.for === 'enable' && !state) throw badRequest(messages.twoFactor.setupNotStarted);
  if (!state || (purpose.for !== 'enable' && !state.enabled)) {
    throw badRequest(messages.twoFactor.notEnabled);
  }
  const attempt = await ctx.codeAttempts.reserve(account.id, purpose.challengeId);
  const factor = await spendCode(ctx, account.id, state, code);
  const actor = { id: account.id, email: account.email, role: account.role };
  const target = userTarget(account);
  if (!factor) {
    securityEvent(ctx.log, req, 'auth.two_factor.code.failed', { userId: account.id, ip, status: 400 });
    const note = {
      action: 'two_factor.code_rejected',
      target,
      actor,
      details: { for: purpose.for },
    } as const;
    await audited(ctx, req, res, async () => undefined, note);
    throw wrongCode();
  }
  await attempt.succeeded();
  if (factor === 'recovery_code') {
    securityEvent(ctx.log, req, 'auth.two_factor.recovery_code.used', { userId: account.id, ip });
    const left = await ctx.twoFactor.recoveryCodesLeft(account.id);
    const details = { for: purpose.for, codes_left: left };
    await audited(ctx, req, res, async () => undefined, {
      action: 'two_factor.recovery_code_used',
      target,
      actor,
      details,
    });
  }
  return factor;
}
