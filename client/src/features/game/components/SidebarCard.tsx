import type { ReactNode } from 'react';
import { useId } from 'react';

import surface from '../../../theme/surface.module.css';
import styles from './SidebarCard.module.css';

/** A titled box of the game page's sidebar. */
export function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`${surface.outlined} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}

/** Label and value rows; rows without a value are left out. */
export function FactList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  const shown = rows.filter(([, value]) => value.trim() !== '');
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
