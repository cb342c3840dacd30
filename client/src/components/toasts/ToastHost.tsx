import { useSyncExternalStore } from 'react';

import { loadedToastLibrary, onToastLibraryLoaded } from './toast.ts';

/** The toasts' container (top-right, 4 s), mounted once the first toast has loaded the library. */
export function ToastHost() {
  const library = useSyncExternalStore(onToastLibraryLoaded, loadedToastLibrary, () => undefined);
  if (!library) return null;
  const { ToastContainer } = library;
  return <ToastContainer position="top-right" autoClose={4000} theme="colored" />;
}
