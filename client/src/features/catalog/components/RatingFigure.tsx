import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';

import { formatRating } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visuallyHidden.ts';
import { noRatingsYet, ratingsCount } from '../figures.ts';

/**
 * A game's mean rating with its number of ratings ("★ 4.7 · 5,220 ratings"), or "No ratings yet":
 * an unrated game never shows 0.0. `short` leaves the count out where space is tight.
 */
export function RatingFigure({
  rating,
  totalRatings,
  iconSize = 16,
  short = false,
}: {
  rating: number;
  totalRatings: number;
  iconSize?: number;
  short?: boolean;
}) {
  if (totalRatings <= 0) return <span>{noRatingsYet}</span>;
  return (
    <span>
      <StarIcon
        sx={{
          fontSize: iconSize,
          verticalAlign: iconSize > 14 ? '-3px' : '-2px',
          mr: 0.5,
          color: 'warning.main',
        }}
        aria-hidden
      />
      {formatRating(rating)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        out of 5
      </Box>
      {short ? (
        <Box component="span" sx={visuallyHidden}>
          {`, ${ratingsCount(totalRatings)}`}
        </Box>
      ) : (
        ` · ${ratingsCount(totalRatings)}`
      )}
    </span>
  );
}
