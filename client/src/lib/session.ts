import { useSyncExternalStore } from 'react';

import { readItem, removeItem, storageKeys } from './browserStorage.ts';

export interface SessionUser {
  id: string;
  email: string;
  role: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let cached: { text: string | null; session: Session | null } | undefined;

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<Session>;
  return (
    typeof token === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.email === 'string' &&
    typeof user.role === 'string'
  );
}

function parseSession(text: string | null): Session | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** The session under `auth-storage`: persistent with Remember me, else for this tab only (SPEC 3). */
export function getSession(): Session | null {
  const text = readItem(storageKeys.session, 'session') ?? readItem(storageKeys.session, 'local');
  if (cached?.text === text) return cached.session;
  cached = { text, session: parseSession(text) };
  return cached.session;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Logout: both copies of the session and the admin token go (SPEC 4). */
export function clearSession(): void {
  removeItem(storageKeys.session, 'local');
  removeItem(storageKeys.session, 'session');
  removeItem(storageKeys.adminToken, 'local');
  removeItem(storageKeys.adminToken, 'session');
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.session) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in visitor, or null; the server render and hydration always see a signed-out visitor. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
