import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

import { toast } from '../../../../components/toasts/toast.ts';

interface Props {
  codes: readonly string[];
  onDone: () => void;
}

const fileName = 'gamevault-recovery-codes.txt';

function download(codes: readonly string[]) {
  const text = `Gamevault recovery codes: each signs you in once without your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: copy them, download them, then carry on. */
export function RecoveryCodesPanel({ codes, onDone }: Props) {
  // The form that led here is gone: the keyboard and screen readers continue at the warning.
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => warning.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them yourself');
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning" ref={warning} tabIndex={-1}>
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose
        your phone.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outlined" onClick={() => download(codes)}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          I saved my codes
        </Button>
      </Box>
    </Box>
  );
}
