import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, ridge, sky } from '../scenery.ts';
import { H, linear, n, W } from '../svg.ts';

interface Step {
  x: number;
  y: number;
  half: number;
}

/** Point `k` half-widths right of the centreline (negative: left). */
const edge = (s: Step, k: number): string => `${n(s.x + k * s.half)},${n(s.y)}`;

/** Quad between offsets `from` and `to` (in half-widths) across the road slice from `a` to `b`. */
const strip = (a: Step, b: Step, from: number, to: number): string =>
  [edge(a, from), edge(a, to), edge(b, to), edge(b, from)].join(' ');

export const racing: Motif = (rng, p) => {
  const horizon = between(rng, 300, 350);
  const vx = between(rng, 420, 860);
  const bend = between(rng, -700, 700);
  // Centreline is a quadratic curve from the vanishing point to the bottom centre; the road widens
  // with depth so the straight edges read as perspective.
  const at = (t: number): Step => ({
    x: (1 - t) ** 2 * vx + 2 * (1 - t) * t * (vx + bend) + t ** 2 * (W / 2),
    y: horizon + (H - horizon) * t ** 1.7,
    half: 4 + 760 * t ** 1.7,
  });
  const steps = Array.from({ length: 41 }, (_, i) => at(i / 40));
  const road = [...steps.map((s) => edge(s, -1)), ...steps.map((s) => edge(s, 1)).reverse()].join(' ');
  const kerbs: string[] = [];
  const dashes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const a = steps[i];
    const b = steps[i + 1];
    if (!a || !b) continue;
    for (const sign of [-1, 1]) {
      kerbs.push(
        `<polygon points="${strip(a, b, sign, sign * 1.08)}" fill="${i % 2 ? '#f4f1e8' : p.accent}"/>`,
      );
    }
    if (i % 2 === 0) dashes.push(`<polygon points="${strip(a, b, -0.02, 0.02)}"/>`);
  }
  const streaks: string[] = [];
  for (let i = 0; i < 14; i++) {
    const y = between(rng, 60, horizon - 30);
    const x = rng() * W;
    streaks.push(
      `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + between(rng, 80, 260))}" y2="${n(y)}" stroke="${p.glow}" stroke-opacity="${n(between(rng, 0.15, 0.45))}" stroke-width="${n(between(rng, 1, 3))}" stroke-linecap="round"/>`,
    );
  }
  return (
    sky(p) +
    glowDisc(rng, vx + between(rng, -260, 260), horizon - 30, 70, p.glow) +
    streaks.join('') +
    ridge(rng, horizon + 10, 90, 1.3, p.far) +
    `<defs>${linear('ground', [
      [0, p.mid],
      [1, p.ink],
    ])}${linear('asphalt', [
      [0, '#5a5c66'],
      [1, '#1b1c21'],
    ])}</defs><rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#ground)"/>` +
    `<polygon points="${road}" fill="url(#asphalt)"/>${kerbs.join('')}<g fill="#f4f1e8" fill-opacity="0.85">${dashes.join('')}</g>`
  );
};
