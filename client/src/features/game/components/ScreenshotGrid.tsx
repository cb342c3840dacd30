import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';

import { GridList } from '../../../components/GridList.tsx';
import { responsiveImage } from '../../../lib/images.ts';
import { screenshotAlt } from './screenshotAlt.ts';

// The lightbox loads the first time a visitor opens a screenshot.
const ScreenshotLightbox = lazy(() => import('./ScreenshotLightbox.tsx'));

/** Thumbnails that open a keyboard-friendly lightbox. */
export function ScreenshotGrid({ screenshots, title }: { screenshots: readonly string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <GridList columns={{ xs: 2, md: 3 }} gap={1.5}>
        {screenshots.map((src, index) => (
          <li key={`${index}-${src}`}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={`Open screenshot ${index + 1} of ${title}`}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 1.5,
                overflow: 'hidden',
                aspectRatio: '16 / 9',
                bgcolor: 'action.hover',
              }}
            >
              <Box
                component="img"
                {...responsiveImage(src, '(min-width: 900px) 30vw, 46vw', 640)}
                alt={screenshotAlt(index, title)}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                sx={{
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                  display: 'block',
                  transition: 'transform 200ms',
                  '&:hover': { transform: 'scale(1.03)' },
                }}
              />
            </ButtonBase>
          </li>
        ))}
      </GridList>
      <Suspense fallback={null}>
        {open !== null && (
          <ScreenshotLightbox
            screenshots={screenshots}
            title={title}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
