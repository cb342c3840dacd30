import { readItem, storageKeys, writeItem } from '../../../lib/browserStorage.ts';

const userIdPattern = /^user_[a-z0-9]+$/;

/** `user_` plus random text (SPEC 3). */
export function newUserId(random: () => number = Math.random): string {
  let text = '';
  while (text.length < 12) text += Math.floor(random() * 36).toString(36);
  return `user_${text}`;
}

/** This browser's anonymous id for stars and shares, created and stored on first use. */
export function getUserId(): string {
  const stored = findUserId();
  if (stored !== null) return stored;
  const created = newUserId();
  writeItem(storageKeys.userId, created);
  return created;
}

/** The stored id without creating one: a browser without it has not starred or shared anything. */
export function findUserId(): string | null {
  const stored = readItem(storageKeys.userId);
  return stored !== null && userIdPattern.test(stored) ? stored : null;
}
