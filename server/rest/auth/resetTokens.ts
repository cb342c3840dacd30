import { createHash, randomBytes } from 'node:crypto';

/** How long a password reset link works. */
export const resetLinkLifetimeMs = 30 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** A fresh reset token for the link; only its hash is stored. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

export const isResetTokenShaped = (token: string): boolean => tokenShape.test(token);

/** What the table keeps of a token: a leaked table opens no account. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
