import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import type { SwiperClass } from 'swiper/react';
import { Swiper, SwiperSlide } from 'swiper/react';

import { type FeaturedGame, FeaturedSlide } from './FeaturedSlide.tsx';
import { slideDelayMs } from './slideDelay.ts';

interface FeaturedSwiperProps {
  games: readonly FeaturedGame[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onSwiper: (swiper: SwiperClass) => void;
}

/** The running slider: fading slides that advance every 5 s and keep going after arrows or dots. */
export default function FeaturedSwiper({
  games,
  activeIndex,
  onActiveIndexChange,
  onSwiper,
}: FeaturedSwiperProps) {
  return (
    <Swiper
      modules={[Autoplay, EffectFade, Navigation, Pagination, A11y]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      rewind
      autoplay={{ delay: slideDelayMs, disableOnInteraction: false }}
      navigation
      pagination={{ clickable: true }}
      onSwiper={onSwiper}
      onRealIndexChange={(instance) => onActiveIndexChange(instance.realIndex)}
    >
      {games.map((game, index) => (
        // Hidden slides stay in the page for the fade: keep their links out of the tab order.
        <SwiperSlide key={game.id} inert={index !== activeIndex}>
          <FeaturedSlide game={game} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
