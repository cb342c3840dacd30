import { hsl } from '../palette.ts';
import type { Rng } from '../random.ts';
import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, mist, ridge, sky } from '../scenery.ts';
import { H, n, W } from '../svg.ts';

export const mountains: Motif = (rng, p) => {
  const sunX = between(rng, 200, W - 200);
  const layers = [
    ridge(rng, between(rng, 380, 440), 170, 1.2, p.far),
    mist(430, 120, p.glow, 0.25),
    ridge(rng, between(rng, 480, 530), 140, 1.4, p.mid),
    ridge(rng, between(rng, 590, 640), 110, 1.6, p.near),
    ridge(rng, between(rng, 690, 720), 60, 2, p.ink),
  ];
  return sky(p) + glowDisc(rng, sunX, between(rng, 170, 300), between(rng, 45, 80), p.glow) + layers.join('');
};

// Branch segments are bucketed by depth into one path each: far cheaper to rasterise than
// hundreds of separate lines.
function tree(rng: Rng, levels: string[][], x: number, y: number, angle: number, len: number, depth = 0) {
  const x2 = x + Math.cos(angle) * len;
  const y2 = y + Math.sin(angle) * len;
  (levels[depth] ??= []).push(`M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`);
  if (depth >= 6) return;
  const branches = rng() < 0.4 ? 3 : 2;
  for (let i = 0; i < branches; i++) {
    const turn = between(rng, -0.7, 0.7);
    tree(rng, levels, x2, y2, angle + turn, len * between(rng, 0.6, 0.8), depth + 1);
  }
}

export const haunted: Motif = (rng, p) => {
  const dark = {
    ...p,
    skyTop: hsl(p.hue, 35, 6),
    skyBottom: hsl(p.hue + 20, 30, 24),
  };
  const moonX = between(rng, 300, W - 300);
  const levels: string[][] = [];
  const count = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const x = ((i + between(rng, 0.2, 0.8)) / count) * W;
    const lean = -Math.PI / 2 + between(rng, -0.15, 0.15);
    tree(rng, levels, x, H - 60, lean, between(rng, 110, 170));
  }
  const trees = levels.map((d, depth) => `<path d="${d.join('')}" stroke-width="${n(22 * 0.65 ** depth)}"/>`);
  const silhouette = hsl(p.hue, 40, 4);
  return (
    sky(dark) +
    glowDisc(rng, moonX, between(rng, 140, 240), between(rng, 70, 100), hsl(p.hue + 40, 30, 85)) +
    ridge(rng, 520, 90, 1.3, hsl(p.hue, 25, 14)) +
    mist(540, 140, hsl(p.hue, 20, 60), 0.3) +
    `<g stroke="${silhouette}" stroke-linecap="round" fill="none">${trees.join('')}</g>` +
    ridge(rng, H - 20, 60, 1.5, silhouette) +
    mist(H - 40, 120, hsl(p.hue, 20, 50), 0.25)
  );
};
