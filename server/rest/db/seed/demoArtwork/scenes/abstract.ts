import { hsl } from '../palette.ts';
import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, ridge, sky } from '../scenery.ts';
import { H, n, radial, W } from '../svg.ts';

export const burst: Motif = (rng, p) => {
  const cx = between(rng, 380, 900);
  const cy = between(rng, 260, 460);
  const rays: string[] = [];
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2 + rng() * 0.1;
    const spread = between(rng, 0.03, 0.08);
    const len = 1500;
    rays.push(
      `<polygon points="${n(cx)},${n(cy)} ${n(cx + Math.cos(a - spread) * len)},${n(cy + Math.sin(a - spread) * len)} ${n(cx + Math.cos(a + spread) * len)},${n(cy + Math.sin(a + spread) * len)}" fill="${i % 2 ? p.accent : p.glow}" fill-opacity="${n(between(rng, 0.08, 0.22))}"/>`,
    );
  }
  const shards: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = rng() * Math.PI * 2;
    const d = between(rng, 120, 620);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const s = between(rng, 12, 46);
    shards.push(
      `<polygon points="${n(x)},${n(y - s)} ${n(x + s * 0.4)},${n(y + s * 0.6)} ${n(x - s * 0.5)},${n(y + s * 0.3)}" fill="${rng() < 0.5 ? p.accent2 : p.far}" transform="rotate(${n(rng() * 360)} ${n(x)} ${n(y)})"/>`,
    );
  }
  return (
    sky(p, p.mid) +
    rays.join('') +
    glowDisc(rng, cx, cy, between(rng, 40, 70), p.glow) +
    shards.join('') +
    ridge(rng, H - 40, 120, 1.1, p.ink)
  );
};

export const bubbles: Motif = (rng, p) => {
  const colors = [p.accent, p.accent2, p.glow, p.skyBottom];
  const parts = colors.map((color, i) => {
    const gloss = radial(
      `b${i}`,
      [
        [0, '#fff', 0.9],
        [0.25, color, 0.75],
        [1, color, 0.25],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    );
    return `<defs>${gloss}</defs>`;
  });
  for (let i = 0; i < 46; i++) {
    const r = rng() ** 2 * 120 + 10;
    const fill = `url(#b${Math.floor(rng() * colors.length)})`;
    parts.push(
      `<circle cx="${n(rng() * W)}" cy="${n(rng() * H)}" r="${n(r)}" fill="${fill}" fill-opacity="${n(between(rng, 0.45, 1))}"/>`,
    );
  }
  const bright = sky({ ...p, skyTop: hsl(p.hue, 70, 38) }, hsl(p.hue + 40, 80, 68));
  return bright + ridge(rng, H - 30, 90, 0.9, p.mid) + parts.join('');
};
