import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';

import { visuallyHidden } from '../../../../lib/visuallyHidden.ts';

interface Props {
  email: string;
  busy: boolean;
  /** Settles once the deletion succeeded (the row then goes) or failed (the button comes back). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Delete in two steps (SPEC 2.21): the first click asks, with a "Confirm delete" button and a cancel
 * button in its place; the second confirms. Focus follows the buttons so that a keyboard user is never dropped,
 * and a question left for elsewhere is taken back, so that no armed delete waits in the table.
 */
export function DeleteUserButton({ email, busy, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (refocus.current) deleteRef.current?.focus();
    refocus.current = false;
  }, [asking]);
  const stopAsking = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    setAsking(false);
  };

  if (!asking) {
    return (
      <Tooltip title="Delete">
        <IconButton
          ref={deleteRef}
          aria-label={`Delete user ${email}`}
          color="error"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      onKeyDown={(event) => event.key === 'Escape' && !busy && stopAsking(true)}
      onBlur={(event) => {
        if (!busy && !event.currentTarget.contains(event.relatedTarget)) stopAsking(false);
      }}
    >
      <Button
        ref={confirmRef}
        size="small"
        color="error"
        variant="outlined"
        startIcon={<CheckIcon aria-hidden />}
        // Not disabled while deleting: a disabled button would drop the keyboard focus.
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void onConfirm().finally(() => stopAsking(true));
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Confirm delete
        <span style={visuallyHidden}> of user {email}</span>
      </Button>
      <Tooltip title="Cancel">
        <IconButton
          aria-label={`Cancel deleting user ${email}`}
          aria-disabled={busy}
          onClick={() => !busy && stopAsking(true)}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
