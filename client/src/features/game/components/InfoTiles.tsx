import type { ReactNode } from 'react';

import surface from '../../../theme/surface.module.css';
import type { GameDetails } from '../gamePageMeta.ts';
import { pegiAge, pegiColors, pegiLevel } from '../lib/pegi.ts';
import styles from './InfoTiles.module.css';

const notSet = '—';

type Span = 'third' | 'half' | 'wide';

function Tile({ label, span, children }: { label: string; span: Span; children: ReactNode }) {
  return (
    <div className={`${surface.outlined} ${styles.tile} ${styles[span]}`}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function PegiRating({ ageRating }: { ageRating: string }) {
  const level = pegiLevel(ageRating);
  if (!ageRating) return <>{notSet}</>;
  if (!level) return <>{ageRating}</>;
  const colors = pegiColors[level];
  return (
    <span className={styles.pegi} style={{ backgroundColor: colors.background, color: colors.text }}>
      PEGI {pegiAge(ageRating)}
    </span>
  );
}

/** The names the API gives the values (the REST service's options, else the shared catalogue's). */
const names = (values: readonly { label: string }[]) =>
  values.length > 0 ? values.map((item) => item.label).join(', ') : notSet;

/** Category, Status, PEGI Rating, Platform and Language. */
export function InfoTiles({ game }: { game: GameDetails }) {
  const { technicalDetails: details } = game;
  return (
    <dl className={styles.tiles}>
      <Tile label="Category" span="third">
        {game.category || notSet}
      </Tile>
      <Tile label="Status" span="third">
        {game.status === 'active' ? 'Active' : 'Inactive'}
      </Tile>
      <Tile label="PEGI Rating" span="third">
        <PegiRating ageRating={details.ageRating} />
      </Tile>
      <Tile label="Platform" span="half">
        {names(details.platforms)}
      </Tile>
      <Tile label="Language" span="wide">
        {names(details.language)}
      </Tile>
    </dl>
  );
}
