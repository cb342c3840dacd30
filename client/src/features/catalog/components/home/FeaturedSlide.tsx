import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { Badge } from '../../../../components/badges/Badge.tsx';
import type { HomePage } from '../../../../graphql/__generated__/operations.ts';
import { responsiveImage } from '../../../../lib/images.ts';
import { slideDescriptionLength, truncate } from '../../../../lib/truncate.ts';
import { gameUrl } from '../../../game/urls.ts';
import styles from './FeaturedSlider.module.css';

export type FeaturedGame = HomePage['home']['featured'][number];

/** One featured game: its cover, title, cut description, download and trailer links. */
export function FeaturedSlide({ game, first }: { game: FeaturedGame; first: boolean }) {
  return (
    <div className={styles.slide}>
      <img
        className={styles.image}
        {...responsiveImage(game.imageUrl, '100vw')}
        alt=""
        width={1600}
        height={900}
        // The first slide's image is the page's largest paint.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      <div className={styles.content}>
        <Badge label="Featured Game" color="primary" strong className={styles.badge} />
        <h2 className={styles.title}>{game.title}</h2>
        <p className={styles.description}>{truncate(game.description, slideDescriptionLength)}</p>
        <div className={styles.actions}>
          <Button variant="contained" component={RouterLink} to={gameUrl(game.slug)}>
            Download Now
          </Button>
          {game.trailerUrl && (
            <Button
              variant="outlined"
              className={styles.secondary}
              href={game.trailerUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
            >
              Watch Trailer
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
