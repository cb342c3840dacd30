import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

import { auditActions } from '../../../../../../shared/audit/auditActions.ts';
import { actionLabel } from '../auditLabels.ts';

export interface AuditFilterValues {
  /** '' for every actor. */
  actorId: string;
  /** '' for every action. */
  action: string;
}

interface Props {
  values: AuditFilterValues;
  actors: ReadonlyArray<{ id: string; email: string }>;
  onChange: (values: AuditFilterValues) => void;
}

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Who and what to show: the actor and the action selects above the log. */
export function AuditFilters({ values, actors, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Actor"
        value={values.actorId}
        onChange={(event) => onChange({ ...values, actorId: event.target.value })}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 360 }, bgcolor: 'background.paper' }}
        slotProps={selectProps}
      >
        <option value="">All actors</option>
        {actors.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.email}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Action"
        value={values.action}
        onChange={(event) => onChange({ ...values, action: event.target.value })}
        sx={{ flex: '1 1 200px', maxWidth: { sm: 280 }, bgcolor: 'background.paper' }}
        slotProps={selectProps}
      >
        <option value="">All actions</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
