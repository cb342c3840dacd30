import Typography from '@mui/material/Typography';

import { formatRating } from '../../../lib/format.ts';
import { noRatingsYet, ratingsCount } from '../../catalog/figures.ts';

/** "4.7 ★ from 5,220 ratings", or "No ratings yet" rather than a rating of 0.0. */
export function ratingSummaryText(rating: number, totalRatings: number): string {
  if (totalRatings <= 0) return noRatingsYet;
  return `${formatRating(rating)} \u2605 from ${ratingsCount(totalRatings)}`;
}

/** The game's mean rating and how many gave it, near the title. */
export function RatingSummary({ rating, totalRatings }: { rating: number; totalRatings: number }) {
  return <Typography sx={{ fontWeight: 600 }}>{ratingSummaryText(rating, totalRatings)}</Typography>;
}
