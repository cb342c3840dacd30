import Button from '@mui/material/Button';

import { useConfirm } from '../../../components/dialogs/useConfirm.tsx';

interface Props {
  /** Ends every session; called once the visitor has confirmed. */
  onConfirm: () => Promise<void>;
  busy: boolean;
}

/** "Sign out everywhere", asked once more in a dialog: this browser is signed out as well. */
export function SignOutEverywhereButton({ onConfirm, busy }: Props) {
  const { confirm, dialog } = useConfirm();
  const ask = async () => {
    const confirmed = await confirm({
      title: 'Sign out everywhere?',
      message:
        'Every device and browser signed in to this account is signed out, this one included. ' +
        'You can sign in again with your password.',
      confirmLabel: 'Sign out everywhere',
    });
    if (confirmed) await onConfirm();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void ask()} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
      {dialog}
    </>
  );
}
