import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

import type { AccountMyRatings } from '../../../graphql/__generated__/operations.ts';
import { formatDate } from '../../../lib/format.ts';
import { PagedProfileList } from './PagedProfileList.tsx';
import { ProfileGameRow } from './ProfileGameRow.tsx';

/** The games the signed-in visitor rated, newest first: the stars they gave, and the day. */
export function MyRatingsList({ ratings }: { ratings: AccountMyRatings['myRatings'] }) {
  if (ratings.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No ratings yet. Rate a game on its page and it shows here.
      </Typography>
    );
  }
  return (
    <PagedProfileList label="Rated games" items={ratings}>
      {({ game, rating, ratedAt }) => (
        <ProfileGameRow key={game.id} game={game}>
          {/* Read-only stars are one image named by the rating; the day follows as text. */}
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Rating
              value={rating}
              max={5}
              readOnly
              size="small"
              getLabelText={(value) => `Rated ${value} of 5`}
            />
            <span>Rated {formatDate(ratedAt)}</span>
          </Box>
        </ProfileGameRow>
      )}
    </PagedProfileList>
  );
}
