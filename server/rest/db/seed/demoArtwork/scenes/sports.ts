import { hsl } from '../palette.ts';
import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, sky } from '../scenery.ts';
import { H, n, W } from '../svg.ts';

export const field: Motif = (rng, p) => {
  const horizon = between(rng, 250, 300);
  const grassHue = 95 + (p.hue % 40);
  const stripes: string[] = [];
  const vx = W / 2 + between(rng, -160, 160);
  const edge = (t: number, y: number) => vx + (t - vx) * ((y - horizon) / (H - horizon));
  for (let i = 0; i < 10; i++) {
    const x1 = -600 + (i * (W + 1200)) / 10;
    const x2 = -600 + ((i + 1) * (W + 1200)) / 10;
    stripes.push(
      `<polygon points="${n(edge(x1, horizon + 1))},${n(horizon)} ${n(edge(x2, horizon + 1))},${n(horizon)} ${n(x2)},${H} ${n(x1)},${H}" fill="${hsl(grassHue, 50, i % 2 ? 34 : 40)}"/>`,
    );
  }
  const midY = horizon + (H - horizon) * 0.45;
  const crowd: string[] = [];
  for (let i = 0; i < 320; i++) {
    crowd.push(
      `<circle cx="${n(rng() * W)}" cy="${n(between(rng, horizon - 110, horizon - 10))}" r="${n(between(rng, 2, 4))}" fill="${rng() < 0.5 ? p.accent : p.accent2}" fill-opacity="${n(between(rng, 0.3, 0.8))}"/>`,
    );
  }
  const lights = [0.12, 0.88].map((t) => glowDisc(rng, W * t, between(rng, 50, 90), 16, '#fffbe8')).join('');
  return (
    sky(p) +
    `<rect y="${n(horizon - 120)}" width="${W}" height="120" fill="${p.near}"/>` +
    crowd.join('') +
    lights +
    stripes.join('') +
    `<g fill="none" stroke="#f6f6ee" stroke-opacity="0.85" stroke-width="5"><polygon points="${n(edge(80, horizon + 1))},${n(horizon + 20)} ${n(edge(W - 80, horizon + 1))},${n(horizon + 20)} ${W + 200},${H + 40} -200,${H + 40}"/><line x1="0" y1="${n(midY)}" x2="${W}" y2="${n(midY)}"/><ellipse cx="${n(edge(W / 2, midY))}" cy="${n(midY)}" rx="150" ry="45"/></g>`
  );
};
