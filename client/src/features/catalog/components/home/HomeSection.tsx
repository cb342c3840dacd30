import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import styles from './HomeSection.module.css';

interface HomeSectionProps {
  title: string;
  /** A link beside the title, such as "View All". */
  action?: { to: string; label: string };
  children: ReactNode;
}

/** A titled block of the home page, named by its heading for landmark navigation. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action && (
          <Button component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        )}
      </div>
      {/* Hydrates on its own, in a short task of its own. */}
      <Suspense>{children}</Suspense>
    </section>
  );
}
