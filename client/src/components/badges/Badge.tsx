import { Link as RouterLink } from 'react-router-dom';

import styles from './Badge.module.css';

export type BadgeColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning';

interface BadgeProps {
  label: string;
  color?: BadgeColor;
  /** Bold text, for a badge that names what something is (Featured Game, Top Rated). */
  strong?: boolean;
  className?: string;
}

/** A small label that never changes in the browser: MUI's small chip as a plain element. */
export function Badge({ label, color = 'default', strong = false, className }: BadgeProps) {
  return (
    <span
      className={[styles.badge, color !== 'default' && styles[color], strong && styles.strong, className]
        .filter(Boolean)
        .join(' ')}
    >
      {label}
    </span>
  );
}

/** A label that links to a page, outlined in the primary colour (a game's genres). */
export function BadgeLink({ label, to }: { label: string; to: string }) {
  return (
    <RouterLink to={to} className={`${styles.badge} ${styles.link}`}>
      {label}
    </RouterLink>
  );
}
