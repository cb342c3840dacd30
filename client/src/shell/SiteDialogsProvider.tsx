import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useState } from 'react';

import type { SiteDialog } from '../components/dialogs/siteDialogs.ts';
import { SiteDialogsContext } from '../components/dialogs/siteDialogs.ts';

// Each dialog and its form load the first time a visitor opens it.
const DmcaDialog = lazy(() => import('../features/requests/components/DmcaDialog.tsx'));
const GameRequestDialog = lazy(() => import('../features/requests/components/GameRequestDialog.tsx'));
const ImportantNoticeDialog = lazy(() => import('../features/info/components/ImportantNoticeDialog.tsx'));

interface Shown {
  dialog: SiteDialog;
  open: boolean;
  /** A new key per opening: each opening starts afresh (first step, empty form). */
  key: number;
}

export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const openDialog = useCallback(
    (dialog: SiteDialog) => setShown((current) => ({ dialog, open: true, key: (current?.key ?? 0) + 1 })),
    [],
  );
  // The closed dialog stays mounted with open=false so that it can play its closing transition.
  const close = () => setShown((current) => current && { ...current, open: false });
  const dialog = shown?.dialog;
  const key = shown?.key;
  const props = { open: shown?.open ?? false, onClose: close };
  return (
    <SiteDialogsContext value={openDialog}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'dmca' && <DmcaDialog key={key} {...props} />}
        {dialog?.kind === 'gameRequest' && (
          <GameRequestDialog key={key} {...props} gameTitle={dialog.gameTitle} />
        )}
        {dialog?.kind === 'importantNotice' && <ImportantNoticeDialog key={key} {...props} />}
      </Suspense>
    </SiteDialogsContext>
  );
}
