import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { loginRedirectState } from '../../../lib/loginRedirect.ts';
import { useSession } from '../../../lib/session.ts';
import { accountUrls } from '../../account/urls.ts';
import { useRateGame } from '../useRateGame.ts';

interface Props {
  gameId: string;
  title: string;
  /** The signed-in caller's rating, once known; null when they have not rated the game. */
  myRating: number | null;
}

const isChoice = (value: number | null): value is number => value !== null && Number.isFinite(value);

/**
 * The caller's rating of the game, 1 to 5. Arrow keys move the choice and Enter or Space commits
 * it; a click commits at once. A signed-in caller may change it later; others are asked to sign in.
 */
export default function RatingWidget({ gameId, title, myRating }: Props) {
  const session = useSession();
  const location = useLocation();
  const labelId = useId();
  const { rate, saving } = useRateGame(gameId);
  const [choice, setChoice] = useState<number | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  // A pointer press commits its choice; a change from the keyboard only moves it.
  const pointer = useRef(false);
  const shown = choice ?? myRating;

  const commit = async (value: number) => {
    if (saving) return;
    setChoice(value);
    try {
      await rate(value);
      setStatus({ text: `Thanks! You rated this game ${value} out of 5.`, error: false });
    } catch (error) {
      setChoice(null);
      setStatus({
        text: serverErrorText(error, 'Failed to save your rating. Please try again.'),
        error: true,
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    pointer.current = false;
    if ((event.key === 'Enter' || event.key === ' ') && isChoice(shown)) {
      event.preventDefault();
      void commit(shown);
    }
  };

  if (!session) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          Rate {title}
        </Typography>
        <Rating name="game-rating" aria-labelledby={labelId} value={null} size="large" disabled />
        <Typography variant="body2">
          <Link component={RouterLink} to={accountUrls.login} state={loginRedirectState(location)}>
            Sign in to rate this game
          </Link>
        </Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
        Rate {title}
      </Typography>
      <Rating
        name="game-rating"
        aria-labelledby={labelId}
        value={shown}
        onPointerDown={() => {
          pointer.current = true;
        }}
        onKeyDown={onKeyDown}
        onChange={(_event, value) => {
          if (!isChoice(value)) return;
          if (pointer.current) {
            pointer.current = false;
            void commit(value);
          } else {
            setChoice(value);
            setStatus({ text: `${value} out of 5 chosen: press Enter to rate.`, error: false });
          }
        }}
        size="large"
      />
      <Typography
        role="status"
        variant="body2"
        sx={{ color: status.error ? 'error.main' : 'text.secondary' }}
      >
        {status.text || (myRating !== null ? `Your rating: ${myRating} out of 5. You can change it.` : '')}
      </Typography>
    </Box>
  );
}
