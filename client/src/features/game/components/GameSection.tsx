import type { ReactNode } from 'react';
import { useId } from 'react';

import styles from './GameSection.module.css';

/** A titled part of the game page's main column. */
export function GameSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text as written by the admin: its line breaks are kept. */
export function TextSection({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <GameSection title={title}>
      <p className={styles.text}>{text}</p>
    </GameSection>
  );
}
