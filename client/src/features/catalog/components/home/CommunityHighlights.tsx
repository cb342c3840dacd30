import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { HomePage } from '../../../../graphql/__generated__/operations.ts';
import { formatCount } from '../../../../lib/format.ts';
import surface from '../../../../theme/surface.module.css';
import { gameUrl } from '../../../game/urls.ts';
import { RatingFigure } from '../RatingFigure.tsx';
import styles from './CommunityHighlights.module.css';

type Home = HomePage['home'];

interface HighlightEntry {
  id: string;
  slug: string;
  title: string;
  figure: ReactNode;
}

function HighlightList({ title, entries }: { title: string; entries: readonly HighlightEntry[] }) {
  return (
    <div className={`${surface.outlined} ${styles.list}`}>
      <h3 className={styles.title}>{title}</h3>
      <ol className={styles.entries}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={styles.entry}>
            <span aria-hidden className={styles.rank}>
              {index + 1}
            </span>
            <RouterLink to={gameUrl(entry.slug)} className={styles.game}>
              {entry.title}
            </RouterLink>
            <span className={styles.figure}>{entry.figure}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * SPEC 2.7: three top-3 lists, each showing the figure it is ranked by (the server's counts; Top
 * Rated is ranked by the weighted rating and shows the mean with its number of ratings).
 */
export function CommunityHighlights({ home }: { home: Home }) {
  const lists = [
    {
      title: 'Most Viewed',
      entries: home.mostViewed.map((game) => ({
        ...game,
        figure: (
          <>
            <VisibilityIcon className={styles.icon} aria-hidden /> {formatCount(game.views)} views
          </>
        ),
      })),
    },
    {
      title: 'Top Rated',
      entries: home.topRated.map((game) => ({
        ...game,
        figure: <RatingFigure rating={game.rating} totalRatings={game.totalRatings} />,
      })),
    },
    {
      title: 'Most Popular',
      entries: home.mostPopular.map((game) => ({
        ...game,
        figure: (
          <>
            <DownloadIcon className={styles.icon} aria-hidden /> {formatCount(game.downloads)} downloads
          </>
        ),
      })),
    },
  ];
  return (
    <div className={styles.lists}>
      {lists.map((list) => (
        <HighlightList key={list.title} title={list.title} entries={list.entries} />
      ))}
    </div>
  );
}
