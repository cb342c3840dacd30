import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

import type { AccountProfile } from '../../../graphql/__generated__/operations.ts';
import { formatMonthYear } from '../../../lib/format.ts';
import type { ProfileEmailValues } from '../schemas.ts';
import { ProfileEmailForm } from './ProfileEmailForm.tsx';

type Profile = NonNullable<AccountProfile['me']>;

interface Props {
  profile: Profile;
  onSaveEmail: (values: ProfileEmailValues, helpers: FormikHelpers<ProfileEmailValues>) => Promise<boolean>;
}

const roleNames: Record<string, string> = { admin: 'Admin', moderator: 'Moderator', user: 'User' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** Email (edited in place), role and member since (SPEC 2.16). */
export function ProfileDetails({ profile, onSaveEmail }: Props) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  // Back from the edit (saved or cancelled), focus returns to the button that opened it.
  useEffect(() => {
    if (!editing && closed.current) editButton.current?.focus();
  }, [editing]);
  const close = () => {
    closed.current = true;
    setEditing(false);
  };
  const save = async (values: ProfileEmailValues, helpers: FormikHelpers<ProfileEmailValues>) => {
    const saved = await onSaveEmail(values, helpers);
    if (saved) close();
    return saved;
  };

  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      <Fact label="Email">
        {editing ? (
          <ProfileEmailForm email={profile.email} onSave={save} onCancel={close} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
            <span>{profile.email}</span>
            <Button
              ref={editButton}
              size="small"
              startIcon={<EditIcon />}
              aria-label="Edit email"
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </Box>
        )}
      </Fact>
      <Fact label="Role">{roleNames[profile.role] ?? profile.role}</Fact>
      <Fact label="Member since">{profile.createdAt ? formatMonthYear(profile.createdAt) : '—'}</Fact>
    </Box>
  );
}
