import type { ChipProps } from '@mui/material/Chip';
import Chip from '@mui/material/Chip';

import type { GameBadge } from '../lib/badges.ts';

const badgeColor: Record<GameBadge, ChipProps['color']> = {
  Popular: 'secondary',
  'New Release': 'success',
  'Top Rated': 'warning',
};

export function GameBadges({ badges }: { badges: readonly GameBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map((badge) => (
        <Chip key={badge} label={badge} color={badgeColor[badge]} size="small" sx={{ fontWeight: 700 }} />
      ))}
    </>
  );
}
