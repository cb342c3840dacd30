import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router-dom';

import { PlatformIcons } from '../../../components/platforms/PlatformIcons.tsx';
import type { GameCard_Game } from '../../../graphql/__generated__/operations.ts';
import { formatCount } from '../../../lib/format.ts';
import { responsiveImage } from '../../../lib/images.ts';
import { FavoriteToggleSlot } from '../../account/components/FavoriteToggleSlot.tsx';
import { gameUrl } from '../../game/urls.ts';
import styles from './GameCard.module.css';
import { RatingFigure } from './RatingFigure.tsx';

/**
 * A game in a grid: cover, title, category, views, size, platforms and rating (with its number of
 * ratings); "View" shows on hover and focus.
 * Signed-in visitors also get the Favorite toggle, beside the card's link rather than inside it.
 */
export function GameCard({
  game,
  priority = false,
  headingLevel = 'h3',
}: {
  game: GameCard_Game;
  priority?: boolean;
  /** The card title's heading level: one below the heading of the list the card is in. */
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className={styles.card}>
      <RouterLink to={gameUrl(game.slug)} className={styles.link}>
        <div className={styles.media}>
          <img
            {...responsiveImage(
              game.imageUrl,
              '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, 92vw',
              960,
            )}
            className={styles.image}
            alt={`${game.title} cover`}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className={styles.category}>{game.category}</span>
          <div className={styles.viewHint} aria-hidden>
            <span className={styles.viewHintLabel}>
              <VisibilityIcon /> View
            </span>
          </div>
        </div>
        <div className={styles.body}>
          <Heading className={styles.title} title={game.title}>
            {game.title}
          </Heading>
          <p className={styles.line}>
            <span>
              <span className={styles.inlineIcon}>
                <VisibilityIcon fontSize="inherit" aria-hidden />
              </span>
              {formatCount(game.views)} views
            </span>
            <span>{game.size}</span>
          </p>
          <div className={styles.line}>
            <RatingFigure rating={game.rating} totalRatings={game.totalRatings} />
            <PlatformIcons platforms={game.technicalDetails.platforms} />
          </div>
        </div>
      </RouterLink>
      <div className={styles.favorite}>
        <FavoriteToggleSlot game={game} size="small" />
      </div>
    </div>
  );
}
