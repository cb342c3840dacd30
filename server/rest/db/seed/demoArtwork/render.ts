import sharp from 'sharp';

import type { ArtworkSubject } from './motif.ts';
import { pickMotif } from './motif.ts';
import { makePalette } from './palette.ts';
import { seededRng } from './random.ts';
import { renderedOnce } from './renderedOnce.ts';
import { canvas, H, linear, radial, W } from './svg.ts';

export type { ArtworkSubject } from './motif.ts';

const COVER = -1;

function vignette(): string {
  const edges = radial(
    'vignette',
    [
      [0.55, '#000', 0],
      [1, '#000', 0.65],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  const sheen = linear(
    'sheen',
    [
      [0, '#fff', 0.12],
      [0.45, '#fff', 0],
    ],
    false,
  );
  return `<defs>${edges}${sheen}</defs>${canvas('url(#sheen)')}${canvas('url(#vignette)')}`;
}

function compose(subject: ArtworkSubject, variant: number): string {
  // Screenshots keep the cover's palette family but drift in hue and mirror, so a gallery varies.
  const palette = makePalette(subject.slug, variant === COVER ? 0 : ([20, -20, 38, -38][variant % 4] ?? 0));
  const rng = seededRng(`${variant}:${subject.slug}`);
  const scene = pickMotif(subject)(rng, palette);
  const mirrored = variant % 2 === 0 ? `<g transform="translate(${W} 0) scale(-1 1)">${scene}</g>` : scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${mirrored}${vignette()}</svg>`;
}

function toWebp(svg: string): Promise<Buffer> {
  return renderedOnce(svg, (picture) =>
    sharp(Buffer.from(picture)).removeAlpha().webp({ quality: 80, effort: 2 }).toBuffer(),
  );
}

export async function renderCover(subject: ArtworkSubject): Promise<Buffer> {
  return toWebp(compose(subject, COVER));
}

export async function renderScreenshot(subject: ArtworkSubject, index: number): Promise<Buffer> {
  return toWebp(compose(subject, index));
}
