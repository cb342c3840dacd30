import type { NextFunction, Request, Response } from 'express';

import type { AccessArea } from '../../../shared/access/roles.ts';
import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import type { Role } from '../db/schema.ts';
import { HttpError } from '../express/HttpError.ts';
import type { UsersRepository } from '../repositories/usersRepository.ts';
import type { TokenRules } from './tokens.ts';
import { tokenHash, verifyToken } from './tokens.ts';

export interface Viewer {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
  /** When this session last entered the account's password (Unix seconds); unknown for old tokens. */
  authTime: number | undefined;
  /** Whether the account's current address was proven (migration 013). */
  emailVerified: boolean;
  /** The token of this request, as a sign-out ends it: its hash and until when it is accepted. */
  session: { tokenHash: string; acceptedUntil: string };
  /**
   * Staff whose second factor the site requires (its Two-Factor setting) but who has none: refused
   * all staff work until they enrol (see twoFactor/staffPolicy.ts).
   */
  twoFactorMissing?: boolean;
}

export function viewerOf(res: Response): Viewer | null {
  return (res.locals.viewer as Viewer | null | undefined) ?? null;
}

export function requireViewer(res: Response): Viewer {
  const viewer = viewerOf(res);
  if (!viewer) throw new HttpError(401, messages.authenticationRequired);
  return viewer;
}

function bearerToken(req: Request): string | null | undefined {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9_\-.=]+)$/.exec(header);
  return match?.[1] ?? null;
}

/** Accounts whose token is used are noted active at most this often ("Active Users"). */
const activityNoteMs = 3600_000;

/**
 * Identifies the caller from a bearer token. No token means an anonymous caller; a token that
 * does not verify (`verifyToken`), belongs to a deleted user, predates a password change or a
 * sign-out everywhere, or was signed out itself answers 401. The role always comes from the
 * database, never from the token. An account not noted active in the last hour is handed to
 * `noteActive`, which must not hold the request up.
 */
export function identifyViewer(
  rules: TokenRules,
  users: UsersRepository,
  noteActive: (userId: number, since: string) => void,
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    res.locals.viewer = null;
    if (token === undefined) return next();
    const claims = token ? verifyToken(rules, token) : null;
    const hash = token && claims ? tokenHash(token) : '';
    const user = claims ? await users.findForToken(claims.userId, hash) : undefined;
    if (!claims || !user || user.revoked || user.token_version !== claims.version) {
      throw new HttpError(401, messages.invalidToken);
    }
    const hourAgo = new Date(Date.now() - activityNoteMs).toISOString();
    if (user.last_active_at === null || user.last_active_at < hourAgo) noteActive(user.id, hourAgo);
    const viewer: Viewer = {
      id: user.id,
      email: user.email,
      role: user.role,
      tokenVersion: user.token_version,
      authTime: claims.authTime,
      emailVerified: user.email_verified_at !== null,
      session: { tokenHash: hash, acceptedUntil: claims.acceptedUntil },
    };
    res.locals.viewer = viewer;
    next();
  };
}

/** The signed-in caller, if their role may use `area`; 401 or 403 otherwise. */
export function requireArea(res: Response, area: AccessArea): Viewer {
  const viewer = requireViewer(res);
  if (!mayAccess(viewer.role, area)) throw new HttpError(403, messages.forbidden);
  if (viewer.twoFactorMissing) throw new HttpError(403, messages.twoFactor.requiredForStaff);
  return viewer;
}

/** Lets the request through only for a signed-in caller whose role may use `area`. */
export function requireRole(area: AccessArea) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    requireArea(res, area);
    next();
  };
}

/** Whether the caller may moderate (comments, reports) now: staff whose second factor is in order. */
export const mayModerate = (viewer: Viewer | null) =>
  mayAccess(viewer?.role, 'moderation') && viewer?.twoFactorMissing !== true;

export const isStaff = (viewer: Viewer | null) =>
  mayAccess(viewer?.role, 'console') && viewer?.twoFactorMissing !== true;
