import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { canvas, fade, H, n, radial, W } from '../svg.ts';

export const space: Motif = (rng, p) => {
  const stars: string[] = [];
  for (let i = 0; i < 260; i++) {
    const r = rng() ** 3 * 2.2 + 0.4;
    stars.push(
      `<circle cx="${n(rng() * W)}" cy="${n(rng() * H)}" r="${n(r)}" fill="#fff" fill-opacity="${n(between(rng, 0.3, 1))}"/>`,
    );
  }
  const nebulae = [p.accent, p.accent2, p.skyBottom].map((color, i) => {
    const id = `neb${i}`;
    const rx = between(rng, 300, 560);
    return `<defs>${fade(id, color, 0.45)}</defs><ellipse cx="${n(rng() * W)}" cy="${n(rng() * H)}" rx="${n(rx)}" ry="${n(rx * between(rng, 0.35, 0.7))}" fill="url(#${id})" transform="rotate(${n(between(rng, -30, 30))} ${W / 2} ${H / 2})"/>`;
  });
  const px = between(rng, 300, W - 300);
  const py = between(rng, 250, 470);
  const pr = between(rng, 110, 190);
  const tilt = n(between(rng, -25, -8));
  const ring = (half: 'back' | 'front') =>
    `<path d="M ${n(px - pr * 1.9)} ${n(py)} A ${n(pr * 1.9)} ${n(pr * 0.45)} 0 0 ${half === 'back' ? 1 : 0} ${n(px + pr * 1.9)} ${n(py)}" fill="none" stroke="${p.glow}" stroke-opacity="0.7" stroke-width="${n(pr * 0.12)}" transform="rotate(${tilt} ${n(px)} ${n(py)})"/>`;
  const shading = radial(
    'planet',
    [
      [0, p.accent2],
      [0.6, p.mid],
      [1, p.ink],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  const planet = `<defs>${shading}${fade('halo', p.accent2, 0.35)}</defs>
    <circle cx="${n(px)}" cy="${n(py)}" r="${n(pr * 1.5)}" fill="url(#halo)"/>${ring('back')}<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="url(#planet)"/>${ring('front')}`;
  const moonX = px + between(rng, 1.9, 2.6) * pr * (px > W / 2 ? -1 : 1);
  const moon = `<circle cx="${n(moonX)}" cy="${n(py - pr * between(rng, 0.6, 1.2))}" r="${n(pr * 0.22)}" fill="${p.far}"/>`;
  return `${canvas(p.ink)}${nebulae.join('')}${stars.join('')}${planet}${moon}`;
};
