import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, sky } from '../scenery.ts';
import { H, n, W } from '../svg.ts';

export const skyline: Motif = (rng, p) => {
  const layers = [
    { base: 560, color: p.far, lit: 0.15, maxH: 380 },
    { base: 600, color: p.mid, lit: 0.3, maxH: 300 },
    { base: 640, color: p.near, lit: 0.45, maxH: 220 },
  ];
  const parts: string[] = [];
  for (const layer of layers) {
    let x = -20;
    while (x < W) {
      const bw = between(rng, 50, 120);
      const bh = between(rng, 80, layer.maxH);
      const top = layer.base - bh;
      parts.push(
        `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh + 200)}" fill="${layer.color}"/>`,
      );
      for (let wy = top + 14; wy < layer.base - 14; wy += 22) {
        for (let wx = x + 10; wx < x + bw - 14; wx += 18) {
          if (rng() < layer.lit) {
            parts.push(
              `<rect x="${n(wx)}" y="${n(wy)}" width="8" height="11" fill="${p.glow}" fill-opacity="${n(between(rng, 0.5, 0.95))}"/>`,
            );
          }
        }
      }
      x += bw + between(rng, 2, 18);
    }
  }
  const railY = 668;
  const sleepers: string[] = [];
  for (let x = 0; x < W; x += 26)
    sleepers.push(`<rect x="${x}" y="${railY - 6}" width="12" height="30" fill="${p.skyTop}"/>`);
  return (
    sky(p) +
    glowDisc(rng, between(rng, 150, W - 150), between(rng, 150, 260), 55, p.glow) +
    parts.join('') +
    `<rect y="${railY - 24}" width="${W}" height="${H - railY + 24}" fill="${p.ink}"/>` +
    sleepers.join('') +
    `<g stroke="${p.accent}" stroke-width="5"><line x1="0" y1="${railY}" x2="${W}" y2="${railY}"/><line x1="0" y1="${railY + 16}" x2="${W}" y2="${railY + 16}"/></g>`
  );
};
