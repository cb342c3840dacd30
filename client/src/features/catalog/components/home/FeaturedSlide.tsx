import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { HomePage } from '../../../../graphql/__generated__/operations.ts';
import { responsiveImage } from '../../../../lib/images.ts';
import { slideDescriptionLength, truncate } from '../../../../lib/truncate.ts';
import { gameUrl } from '../../../game/urls.ts';

export type FeaturedGame = HomePage['home']['featured'][number];

/** One featured game: its cover, title, cut description, download and trailer links. */
export function FeaturedSlide({ game, first }: { game: FeaturedGame; first: boolean }) {
  return (
    <Box className="slide">
      <Box
        component="img"
        className="slide-image"
        {...responsiveImage(game.imageUrl, '100vw')}
        alt=""
        width={1600}
        height={900}
        // The first slide's image is the page's largest paint.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      <Box className="slide-content">
        <Chip label="Featured Game" color="primary" size="small" sx={{ fontWeight: 700, mb: 1.5 }} />
        <Typography component="h2" className="slide-title">
          {game.title}
        </Typography>
        <Typography className="slide-description">
          {truncate(game.description, slideDescriptionLength)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" component={RouterLink} to={gameUrl(game.slug)}>
            Download Now
          </Button>
          {game.trailerUrl && (
            <Button
              variant="outlined"
              className="slide-secondary"
              href={game.trailerUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
            >
              Watch Trailer
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
