import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import type { SwiperClass } from 'swiper/react';
import { Swiper, SwiperSlide } from 'swiper/react';

import type { HomePage } from '../../../../graphql/__generated__/operations.ts';
import { responsiveImage } from '../../../../lib/images.ts';
import { slideDescriptionLength, truncate } from '../../../../lib/truncate.ts';
import { gameUrl } from '../../../game/urls.ts';
import { sliderStyles } from './sliderStyles.ts';

type FeaturedGame = HomePage['home']['featured'][number];

/** SPEC 9: a slide every 5 seconds. */
export const slideDelayMs = 5000;

/**
 * The home page's featured games (SPEC 2.7): fading slides that advance every 5 s and keep going after
 * the visitor uses the arrows or dots. A pause button stops them (WCAG 2.2.2); with reduced motion
 * they start paused.
 */
export default function FeaturedSlider({ games }: { games: readonly FeaturedGame[] }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(true);
  const [activeIndex, setActiveIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Box
      component="section"
      aria-label="Featured games"
      sx={sliderStyles}
      // A keyboard user reading a slide keeps it: the slides wait while focus is inside them.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) swiper?.autoplay?.pause();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper?.autoplay?.resume();
      }}
    >
      <IconButton
        className="slider-toggle"
        onClick={() => setPlaying((current) => !current)}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <Swiper
        modules={[Autoplay, EffectFade, Navigation, Pagination, A11y]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        loop={games.length > 1}
        autoplay={{ delay: slideDelayMs, disableOnInteraction: false }}
        navigation
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setActiveIndex(instance.realIndex)}
      >
        {games.map((game, index) => (
          // Hidden slides stay in the page for the fade: keep their links out of the tab order.
          <SwiperSlide key={game.id} inert={index !== activeIndex}>
            <Slide game={game} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}

function Slide({ game, first }: { game: FeaturedGame; first: boolean }) {
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
