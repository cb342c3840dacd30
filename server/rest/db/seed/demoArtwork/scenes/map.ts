import { hsl } from '../palette.ts';
import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { canvas, H, linear, n, W } from '../svg.ts';

export const hexMap: Motif = (rng, p) => {
  const size = between(rng, 40, 54);
  const w = Math.sqrt(3) * size;
  const phases = Array.from({ length: 4 }, () => rng() * Math.PI * 2);
  const height = (x: number, y: number) =>
    Math.sin(x / 190 + (phases[0] ?? 0)) +
    Math.sin(y / 140 + (phases[1] ?? 0)) +
    0.6 * Math.sin((x + y) / 90 + (phases[2] ?? 0));
  // Natural terrain hues, nudged towards the game's hue so maps of different games still differ.
  const tint = (base: number) => base + (((p.hue - base + 540) % 360) - 180) * 0.25;
  const terrain = [
    hsl(tint(210), 55, 32),
    hsl(tint(45), 45, 62),
    hsl(tint(100), 40, 42),
    hsl(tint(135), 40, 26),
    hsl(tint(30), 10, 66),
  ];
  const capitals = [0, 1, 2].map((i) => ({
    x: between(rng, 100, W - 100),
    y: between(rng, 100, H - 100),
    reach: between(rng, 150, 260),
    color: hsl([0, 275, 30][i] ?? 0, 80, 52),
  }));
  const cells: string[] = [];
  const borders: string[] = [];
  const castles: string[] = [];
  for (let row = -1; row * size * 1.5 < H + size; row++) {
    for (let col = -1; col * w < W + w; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0);
      const cy = row * size * 1.5;
      const hgt = height(cx, cy);
      const band = hgt < -0.6 ? 0 : hgt < -0.2 ? 1 : hgt < 0.6 ? 2 : hgt < 1.4 ? 3 : 4;
      const corners = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return `${n(cx + size * 0.96 * Math.cos(a))},${n(cy + size * 0.96 * Math.sin(a))}`;
      }).join(' ');
      cells.push(`<polygon points="${corners}" fill="${terrain[band]}"/>`);
      const owner = capitals.find((c) => Math.hypot(c.x - cx, c.y - cy) < c.reach);
      if (owner && band > 0) {
        borders.push(
          `<polygon points="${corners}" fill="${owner.color}" fill-opacity="0.3" stroke="${owner.color}" stroke-width="3"/>`,
        );
        if (rng() < 0.12) {
          castles.push(
            `<path d="M${n(cx - 12)} ${n(cy + 12)}v-18l6 -6 6 6 6 -6 6 6v18Z" fill="${p.ink}" fill-opacity="0.85"/>`,
          );
        }
      }
    }
  }
  const haze = linear('haze', [
    [0, p.skyTop, 0.6],
    [0.4, p.skyTop, 0],
  ]);
  return `${canvas(hsl(p.hue, 30, 10))}<g transform="translate(${W / 2} ${H / 2}) rotate(${n(between(rng, -12, 12))}) scale(1.15) translate(${-W / 2} ${-H / 2})">${cells.join('')}${borders.join('')}${castles.join('')}</g><defs>${haze}</defs>${canvas('url(#haze)')}`;
};
