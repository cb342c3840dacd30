import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

type ToastLibrary = typeof ReactToastify;

let loading: Promise<ToastLibrary> | undefined;
let loaded: ToastLibrary | undefined;
const listeners = new Set<() => void>();

/** react-toastify loads with the first toast; `ToastHost` mounts its container then. */
function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const loadedToastLibrary = () => loaded;

export function onToastLibraryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ToastOptions) => {
  // A toast means nothing during the server render.
  if (typeof window === 'undefined') return;
  // Toasts shown before the container mounts wait in react-toastify's queue. Without the library
  // (its chunk failed to load) there is nothing to show the message with.
  loadToastLibrary().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
};

/** The site's toasts, as react-toastify's `toast.success`, `.error` and `.info`, loaded on first use. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
