import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';

interface Question {
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
}

/**
 * Asks before an action (SPEC 5's confirmations): `confirm` opens a dialog and resolves with the
 * answer; render `dialog` once in the page.
 */
export function useConfirm(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question>();
  const answer = useRef<(confirmed: boolean) => void>(undefined);
  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    setQuestion(undefined);
  };
  const dialog = (
    <Dialog
      open={question !== undefined}
      onClose={() => close(false)}
      aria-labelledby="confirm-title"
      maxWidth="xs"
    >
      <DialogTitle id="confirm-title">{question?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>Cancel</Button>
        <Button
          onClick={() => close(true)}
          variant="contained"
          color={question?.danger ? 'error' : 'primary'}
          autoFocus
        >
          {question?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirm, dialog };
}
