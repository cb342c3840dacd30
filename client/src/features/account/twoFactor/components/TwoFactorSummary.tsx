import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface Props {
  status: { enabled: boolean; recoveryCodesLeft: number };
  onEnable: () => void;
  onRenewCodes: () => void;
  onDisable: () => void;
  busy: boolean;
  /** Take the focus on showing: a set-up or new codes just ended, and their controls are gone. */
  focusOnShow?: boolean;
}

/** Whether two-factor sign-in is on, with what can be done next (SPEC 2.16's Enable, made real). */
export function TwoFactorSummary({ status, onEnable, onRenewCodes, onDisable, busy, focusOnShow }: Props) {
  const left = status.recoveryCodesLeft;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" ref={heading} tabIndex={-1} sx={{ fontWeight: 600 }}>
            Two-Factor Authentication
          </Typography>
          <Chip
            size="small"
            label={status.enabled ? 'On' : 'Off'}
            color={status.enabled ? 'success' : 'default'}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status.enabled
            ? `A code from your authenticator app is asked after your password. ${left} recovery ${left === 1 ? 'code' : 'codes'} left.`
            : 'A code from your phone as well as your password when you sign in.'}
        </Typography>
      </Box>
      {status.enabled ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={onRenewCodes}>
            New recovery codes
          </Button>
          <Button variant="outlined" color="error" onClick={onDisable}>
            Turn off
          </Button>
        </Box>
      ) : (
        <Button variant="outlined" onClick={onEnable} disabled={busy}>
          {busy ? 'Starting...' : 'Enable'}
        </Button>
      )}
    </Box>
  );
}
