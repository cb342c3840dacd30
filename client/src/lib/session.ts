import { useSyncExternalStore } from 'react';

import type { StorageArea } from './browserStorage.ts';
import { readItem, removeItem, storageKeys, writeItem } from './browserStorage.ts';

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

function removeAll() {
  for (const area of ['local', 'session'] as const) {
    removeItem(storageKeys.session, area);
    removeItem(storageKeys.adminToken, area);
  }
}

/** Logout: both copies of the session and the admin token go (SPEC 4). */
export function clearSession(): void {
  removeAll();
  notify();
}

/**
 * Signs in: the session goes to persistent storage with Remember me, otherwise to this tab's only
 * (SPEC 3). The console's sign-in also keeps the token under `adminToken`. Any earlier session goes.
 */
export function saveSession(session: Session, options: { remember: boolean; console?: boolean }): void {
  removeAll();
  const area: StorageArea = options.remember ? 'local' : 'session';
  writeItem(storageKeys.session, JSON.stringify(session), area);
  if (options.console) writeItem(storageKeys.adminToken, session.token, area);
  notify();
}

/** The storage area the current session lives in, or undefined when signed out. */
function sessionArea(): StorageArea | undefined {
  if (readItem(storageKeys.session, 'session') !== null) return 'session';
  return readItem(storageKeys.session, 'local') !== null ? 'local' : undefined;
}

/** Rewrites the current session where it is kept (Remember me stays as chosen); no-op when signed out. */
function replaceSession(change: (current: Session) => Session, adminToken?: string): void {
  const current = getSession();
  const area = sessionArea();
  if (!current || !area) return;
  writeItem(storageKeys.session, JSON.stringify(change(current)), area);
  if (adminToken !== undefined && readItem(storageKeys.adminToken, area) !== null) {
    writeItem(storageKeys.adminToken, adminToken, area);
  }
  notify();
}

/** The profile's email changed: the header shows the new one. */
export function updateSessionEmail(email: string): void {
  replaceSession((current) => ({ ...current, user: { ...current.user, email } }));
}

/**
 * A password change ended every earlier session and answered a fresh token: this session goes on
 * with it (the console's copy too), in the same storage area as before.
 */
export function renewSessionToken(token: string): void {
  replaceSession((current) => ({ ...current, token }), token);
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

/** Calls `listener` after every sign-in, sign-out or session change, in this tab or another. */
export const onSessionChange = (listener: () => void): (() => void) => subscribe(listener);

/** The signed-in visitor, or null; the server render and hydration always see a signed-out visitor. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
