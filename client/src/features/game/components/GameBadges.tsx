import { Badge, type BadgeColor } from '../../../components/badges/Badge.tsx';
import type { GameBadge } from '../lib/badges.ts';

const badgeColor: Record<GameBadge, BadgeColor> = {
  Popular: 'secondary',
  'New Release': 'success',
  'Top Rated': 'warning',
};

export function GameBadges({ badges }: { badges: readonly GameBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map((badge) => (
        <Badge key={badge} label={badge} color={badgeColor[badge]} strong />
      ))}
    </>
  );
}
