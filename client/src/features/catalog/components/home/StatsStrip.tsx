import Container from '@mui/material/Container';

import type { HomeStats } from '../../../../graphql/__generated__/operations.ts';
import { roundedFigure } from '../../figures.ts';
import styles from './StatsStrip.module.css';

type CommunityStats = HomeStats['communityStats'];

/**
 * SPEC 2.7's strip with the community's real figures, in the SPEC's form ("50K+"). Active Users is
 * left out when the REST service cannot count them (a foreign upstream answers null).
 */
export function StatsStrip({ stats }: { stats: CommunityStats }) {
  const tiles = [
    ...(stats.activeUsers === null || stats.activeUsers === undefined
      ? []
      : [{ label: 'Active Users', value: roundedFigure(stats.activeUsers) }]),
    { label: 'Downloads', value: roundedFigure(stats.downloads) },
    { label: 'Reviews', value: roundedFigure(stats.reviews) },
    { label: 'Games', value: roundedFigure(stats.games) },
  ];
  return (
    <div className={styles.strip}>
      <Container
        component="dl"
        aria-label="Site statistics"
        className={`${styles.figures} ${tiles.length === 4 ? styles.four : styles.three}`}
      >
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.figure}>
            <dt className={styles.label}>{tile.label}</dt>
            <dd className={styles.value}>{tile.value}</dd>
          </div>
        ))}
      </Container>
    </div>
  );
}
