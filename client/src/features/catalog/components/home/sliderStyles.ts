import type { SxProps, Theme } from '@mui/material/styles';

const white = 'var(--mui-palette-common-white)';

/** The featured slider's look: full width, 45% of the viewport tall, text on a darkened cover. */
export const sliderStyles: SxProps<Theme> = {
  position: 'relative',
  color: 'common.white',
  bgcolor: 'grey.900',
  '--swiper-theme-color': white,
  '--swiper-navigation-color': white,
  '--swiper-navigation-size': '44px',
  '--swiper-navigation-sides-offset': '12px',
  '--swiper-pagination-bottom': '12px',
  // 24 px bullets (WCAG 2.2 target size) with a smaller dot drawn inside.
  '--swiper-pagination-bullet-size': '24px',
  '--swiper-pagination-bullet-horizontal-gap': '2px',
  '--swiper-pagination-bullet-inactive-color': 'transparent',
  '--swiper-pagination-bullet-inactive-opacity': '1',
  '--swiper-pagination-color': 'transparent',
  '.swiper': { height: '45vh', minHeight: 340 },
  // Swiper's own layout rules, repeated here for the first slide shown before the slider starts.
  '.swiper:not(.swiper-initialized)': { overflow: 'hidden', position: 'relative' },
  '.swiper:not(.swiper-initialized) .swiper-wrapper': { display: 'flex', height: '100%' },
  '.swiper:not(.swiper-initialized) .swiper-slide': { flexShrink: 0, width: '100%', height: '100%' },
  '.swiper:not(.swiper-initialized) .swiper-slide ~ .swiper-slide': { display: 'none' },
  '.swiper-pagination-bullet': {
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 7,
      borderRadius: '50%',
      bgcolor: 'rgba(255, 255, 255, 0.55)',
      transition: 'background-color 200ms, inset 200ms',
    },
    '&:hover::after': { bgcolor: 'rgba(255, 255, 255, 0.85)' },
  },
  '.swiper-pagination-bullet-active::after': { bgcolor: 'common.white', inset: 5 },
  '.swiper-pagination-bullet:focus-visible, .swiper-button-prev:focus-visible, .swiper-button-next:focus-visible':
    { outline: `3px solid ${white}`, outlineOffset: '2px' },
  '.swiper-button-prev, .swiper-button-next': {
    borderRadius: '50%',
    bgcolor: 'rgba(0, 0, 0, 0.45)',
    '& svg': { width: '40%', height: '40%' },
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
    display: { xs: 'none', sm: 'flex' },
  },
  '.slider-toggle': {
    position: 'absolute',
    right: 12,
    bottom: 12,
    zIndex: 2,
    color: 'common.white',
    bgcolor: 'rgba(0, 0, 0, 0.45)',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
  },
  // Swiper's slides are content-box: what is inside them follows the page's border-box again.
  '.slide': {
    boxSizing: 'border-box',
    position: 'relative',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
  },
  '.slide-image': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  '.slide::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    // On narrow screens the text spans the whole image, so the whole image is darkened.
    background: {
      xs: 'rgba(0, 0, 0, 0.68)',
      md: 'linear-gradient(90deg, rgba(0, 0, 0, 0.85) 0%, rgba(0, 0, 0, 0.6) 50%, rgba(0, 0, 0, 0.25) 100%)',
    },
  },
  '.slide-content': {
    position: 'relative',
    zIndex: 1,
    width: '100%',
    maxWidth: 1200,
    mx: 'auto',
    px: { xs: 2.5, sm: 10, lg: 3 },
    pb: 5,
    // During the cross-fade the outgoing text leaves first and the incoming one follows, so the
    // two descriptions are never on screen together.
    transition: 'opacity 250ms ease-out 150ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '.swiper-initialized .swiper-slide:not(.swiper-slide-active) .slide-content': {
    opacity: 0,
    transition: 'opacity 120ms ease-in',
  },
  '.slide-title': {
    fontWeight: 800,
    fontSize: { xs: '1.75rem', md: '2.75rem' },
    lineHeight: 1.15,
    letterSpacing: '-0.02em',
    mb: 1,
    textShadow: '0 2px 8px rgba(0, 0, 0, 0.5)',
  },
  '.slide-description': {
    maxWidth: '60ch',
    mb: 2.5,
    color: 'rgba(255, 255, 255, 0.9)',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: { xs: 3, md: 'none' },
    overflow: 'hidden',
  },
  '.slide-secondary': {
    color: 'common.white',
    borderColor: 'rgba(255, 255, 255, 0.7)',
    '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.1)' },
  },
};
