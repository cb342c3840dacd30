import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PlatformIcons } from '../../../components/platforms/PlatformIcons.tsx';
import type { GameCard_Game } from '../../../graphql/__generated__/operations.ts';
import { formatCount } from '../../../lib/format.ts';
import { responsiveImage } from '../../../lib/images.ts';
import { FavoriteToggleSlot } from '../../account/components/FavoriteToggleSlot.tsx';
import { gameUrl } from '../../game/urls.ts';
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
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        '&:hover .view-hint, &:focus-within .view-hint': { opacity: 1 },
      }}
    >
      <CardActionArea component={RouterLink} to={gameUrl(game.slug)} sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
          <Box
            component="img"
            {...responsiveImage(
              game.imageUrl,
              '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, 92vw',
              960,
            )}
            alt={`${game.title} cover`}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {/* A plain label looks like a small MUI Chip without shipping Chip's code on every listing. */}
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              display: 'inline-flex',
              alignItems: 'center',
              height: 24,
              px: 1,
              borderRadius: '12px',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.8125rem',
              fontWeight: 700,
            }}
          >
            {game.category}
          </Box>
          <Box
            className="view-hint"
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.45)',
              color: '#fff',
              opacity: 0,
              transition: 'opacity 150ms',
              fontWeight: 700,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <VisibilityIcon /> View
            </Box>
          </Box>
        </Box>
        <Box sx={{ p: 2 }}>
          <Typography component={headingLevel} variant="h4" noWrap title={game.title}>
            {game.title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', display: 'flex', justifyContent: 'space-between', mt: 0.5 }}
          >
            <span>
              <VisibilityIcon sx={{ fontSize: 16, verticalAlign: '-3px', mr: 0.5 }} aria-hidden />
              {formatCount(game.views)} views
            </span>
            <span>{game.size}</span>
          </Typography>
          <Typography
            component="div"
            variant="body2"
            sx={{ color: 'text.secondary', display: 'flex', justifyContent: 'space-between', mt: 0.5 }}
          >
            <RatingFigure rating={game.rating} totalRatings={game.totalRatings} />
            <PlatformIcons platforms={game.technicalDetails.platforms} />
          </Typography>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavoriteToggleSlot game={game} size="small" />
      </Box>
    </Card>
  );
}
