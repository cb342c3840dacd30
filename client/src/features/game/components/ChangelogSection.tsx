import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { formatDate } from '../../../lib/format.ts';
import { GameSection } from './GameSection.tsx';

interface Entry {
  version: string;
  date: string;
  changes: string;
}

function EntryItem({ entry }: { entry: Entry }) {
  return (
    <li>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        Version {entry.version}
        {entry.date && (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            {formatDate(entry.date)}
          </Typography>
        )}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7, mt: 0.5 }}>
        {entry.changes}
      </Typography>
    </li>
  );
}

const list = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 } as const;

/** The newest release's notes, and the older ones behind "Show all". */
export function ChangelogSection({ changelog }: { changelog: readonly Entry[] }) {
  const [expanded, setExpanded] = useState(false);
  const olderId = useId();
  if (changelog.length === 0) return null;
  // Newest first, whatever order the entries were saved in. ISO dates sort as plain text, without
  // the locale collation (slow to set up on a phone) that localeCompare brings.
  const [latest, ...older] = [...changelog].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <GameSection title="Changelog">
      <Box component="ul" sx={list}>
        {latest && <EntryItem entry={latest} />}
      </Box>
      {older.length > 0 && (
        <>
          {expanded && (
            <Box component="ul" id={olderId} sx={{ ...list, mt: 2 }}>
              {older.map((entry) => (
                <EntryItem key={`${entry.version} ${entry.date}`} entry={entry} />
              ))}
            </Box>
          )}
          <Button
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={expanded ? olderId : undefined}
            sx={{ mt: 1, ml: -1 }}
          >
            {expanded ? 'Show less' : `Show all (${changelog.length})`}
          </Button>
        </>
      )}
    </GameSection>
  );
}
