/** Storage that may be missing (server render, private mode, quota): every access is guarded. */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be kept (no storage, full or blocked). */
export function writeItem(key: string, value: string, kind: StorageArea = 'local'): boolean {
  try {
    const storage = area(kind);
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    // A full or blocked storage loses only this local record; the page keeps working.
    return false;
  }
}

export function removeItem(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be reached.
  }
}

export const storageKeys = {
  session: 'auth-storage',
  adminToken: 'adminToken',
} as const;
