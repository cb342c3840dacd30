import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { SwiperClass } from 'swiper/react';

import { firstInput, pageIdle } from '../../../../lib/pageIdle.ts';
import { type FeaturedGame, FeaturedSlide } from './FeaturedSlide.tsx';
import styles from './FeaturedSlider.module.css';
import { slideDelayMs } from './slideDelay.ts';

const loadSwiper = () => import('./FeaturedSwiper.tsx');
const FeaturedSwiper = lazy(loadSwiper);

/**
 * The home page's featured games (SPEC 2.7): fading slides that advance every 5 s and keep going after
 * the visitor uses the arrows or dots. A pause button stops them (WCAG 2.2.2); with reduced motion
 * they start paused. The page shows the first slide as it is; the slider's code loads and starts at
 * the visitor's first input, or when the second slide is due (then showing it at once), so that it
 * costs the page's start and load nothing.
 */
export function FeaturedSlider({ games }: { games: readonly FeaturedGame[] }) {
  const [running, setRunning] = useState(false);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(true);
  const [activeIndex, setActiveIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const firstSlideElement = useRef<HTMLDivElement>(null);
  const startedWhenDue = useRef(false);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing && startedWhenDue.current) swiper.slideNext();
    startedWhenDue.current = false;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  useEffect(() => {
    let stopped = false;
    // Starting replaces the first slide's elements: a visitor whose focus is in it keeps it until
    // they move on.
    const start = () => {
      if (stopped) return;
      const element = firstSlideElement.current;
      if (element?.contains(document.activeElement)) {
        element.addEventListener('focusout', start, { once: true });
        return;
      }
      void loadSwiper().then(() => {
        if (!stopped) startTransition(() => setRunning(true));
      });
    };
    const element = firstSlideElement.current;
    const due = window.setTimeout(() => {
      void pageIdle().then(() => {
        startedWhenDue.current = true;
        start();
      });
    }, slideDelayMs);
    void firstInput().then(() => {
      window.clearTimeout(due);
      start();
    });
    return () => {
      stopped = true;
      window.clearTimeout(due);
      element?.removeEventListener('focusout', start);
    };
  }, []);

  const [first] = games;
  const firstSlide = first && (
    <div className="swiper" ref={firstSlideElement}>
      <div className="swiper-wrapper">
        <div className="swiper-slide">
          <FeaturedSlide game={first} first />
        </div>
      </div>
    </div>
  );
  return (
    <section
      aria-label="Featured games"
      className={styles.slider}
      // A keyboard user reading a slide keeps it: the slides wait while focus is inside them.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) swiper?.autoplay?.pause();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper?.autoplay?.resume();
      }}
    >
      <IconButton
        className={styles.toggle}
        onClick={() => setPlaying((current) => !current)}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      {/* The boundary is there from the start, so that while the slider's code is read the first
          slide stays (a transition keeps what a boundary shows). */}
      <Suspense fallback={firstSlide}>
        {running ? (
          <FeaturedSwiper
            games={games}
            activeIndex={activeIndex}
            onActiveIndexChange={setActiveIndex}
            onSwiper={setSwiper}
          />
        ) : (
          firstSlide
        )}
      </Suspense>
    </section>
  );
}
