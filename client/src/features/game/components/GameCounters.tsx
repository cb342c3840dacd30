import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';

import { formatNumber } from '../../../lib/format.ts';
import surface from '../../../theme/surface.module.css';
import styles from './GameCounters.module.css';

interface Props {
  views: number;
  stars: number;
  shares: number;
  downloads: number;
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li className={`${surface.outlined} ${styles.counter}`}>
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
      <div>
        <p className={styles.value}>{formatNumber(value)}</p>
        <p className={styles.label}>{label}</p>
      </div>
    </li>
  );
}

/** Views, Stars, Shares and Downloads of the game, as counted on the server. */
export function GameCounters({ views, stars, shares, downloads }: Props) {
  return (
    <ul aria-label="Game statistics" className={styles.counters}>
      <Counter icon={<VisibilityIcon />} label="Views" value={views} />
      <Counter icon={<StarIcon />} label="Stars" value={stars} />
      <Counter icon={<ShareIcon />} label="Shares" value={shares} />
      <Counter icon={<DownloadIcon />} label="Downloads" value={downloads} />
    </ul>
  );
}
