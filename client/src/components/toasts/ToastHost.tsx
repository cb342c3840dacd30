import { useSyncExternalStore } from 'react';

import { loadedToastLibrary, onToastLibraryLoaded } from './toast.ts';

/**
 * The toasts' container (bottom-right, full width on phones, 4 s), mounted once the first toast has
 * loaded the library: away from the header and the menus it opens.
 */
export function ToastHost() {
  const library = useSyncExternalStore(onToastLibraryLoaded, loadedToastLibrary, () => undefined);
  if (!library) return null;
  const { ToastContainer } = library;
  return <ToastContainer position="bottom-right" autoClose={4000} theme="colored" />;
}
