import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  email: string;
  sx?: SxProps<Theme>;
}

/**
 * An email address in the console: on one line, never broken at its hyphens or dots (a broken
 * address reads as two); a narrow cell cuts it with an ellipsis and its tooltip holds it whole.
 */
export function EmailAddress({ email, sx }: Props) {
  return (
    <Box
      component="span"
      title={email}
      data-email=""
      sx={[
        { display: 'block', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {email}
    </Box>
  );
}
