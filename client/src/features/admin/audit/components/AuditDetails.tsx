import Box from '@mui/material/Box';

import { detailLabel } from '../auditLabels.ts';

interface Props {
  details: ReadonlyArray<{ name: string; value: string }>;
}

/** The Details column: each recorded fact as a name and its value. */
export function AuditDetails({ details }: Props) {
  if (details.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        None
      </Box>
    );
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        minWidth: 220,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1,
        rowGap: 0.25,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {detailLabel(detail.name)}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {detail.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
