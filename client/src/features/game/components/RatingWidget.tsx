import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** One rating per visit: the first choice locks the stars. The choice stays on this page only. */
export default function RatingWidget({ title }: { title: string }) {
  const [rating, setRating] = useState<number | null>(null);
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
        Rate {title}
      </Typography>
      <Rating
        name="game-rating"
        aria-labelledby={labelId}
        value={rating}
        readOnly={rating !== null}
        onChange={(_event, value) => {
          if (rating === null && value !== null && Number.isFinite(value)) setRating(value);
        }}
        size="large"
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {rating === null ? '' : `Thanks! You rated this game ${rating} out of 5.`}
      </Typography>
    </Box>
  );
}
