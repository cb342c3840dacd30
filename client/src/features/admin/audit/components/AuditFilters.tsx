import Box from '@mui/material/Box';

import { auditActions } from '../../../../../../shared/audit/auditActions.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
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

const actionChoices = [
  { value: '', label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: actionLabel(action) })),
];

/** Who and what to show: the actor and the action selects above the log. */
export function AuditFilters({ values, actors, onChange }: Props) {
  const actorChoices = [
    { value: '', label: 'All actors' },
    ...actors.map((actor) => ({ value: actor.id, label: actor.email })),
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <FilterSelect
        label="Actor"
        value={values.actorId}
        choices={actorChoices}
        onChange={(actorId) => onChange({ ...values, actorId })}
        layout={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
      />
      <FilterSelect
        label="Action"
        value={values.action}
        choices={actionChoices}
        onChange={(action) => onChange({ ...values, action })}
        layout={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}
      />
    </Box>
  );
}
