import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';

import type { CodeValues } from '../schemas.ts';
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx';

interface Props {
  /** The QR code as an image address (an SVG data: URL) and the same secret as text. */
  setup: { qrCode: string; manualKey: string };
  onConfirm: (values: CodeValues, helpers: FormikHelpers<CodeValues>) => Promise<void>;
  onCancel?: () => void;
}

/** Groups of four, as authenticator apps show and take them. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/** Scan (or type) the secret into an authenticator app, then confirm with its first code. */
export function TwoFactorSetupPanel({ setup, onConfirm, onCancel }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        1. Scan this QR code with an authenticator app (such as Aegis, FreeOTP or Google Authenticator).
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code of your two-factor key, for your authenticator app"
        width={200}
        height={200}
        // The code is black on white for every scanner, in the dark theme too.
        sx={{ bgcolor: 'common.white', borderRadius: 1, justifySelf: 'start' }}
      />
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Can&apos;t scan it? Enter this key in the app instead:
        </Typography>
        <Typography
          component="code"
          aria-label="Two-factor key"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {grouped(setup.manualKey)}
        </Typography>
      </Box>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <TwoFactorCodeForm
        onSubmit={onConfirm}
        submitLabel="Turn on"
        busyLabel="Checking..."
        recoveryCodeAllowed={false}
        aside={onCancel && <Button onClick={onCancel}>Cancel</Button>}
      />
    </Box>
  );
}
