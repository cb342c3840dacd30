import { between } from '../random.ts';
import type { Motif } from '../scenery.ts';
import { glowDisc, sky } from '../scenery.ts';
import { fade, H, linear, n, W } from '../svg.ts';

export const arena: Motif = (rng, p) => {
  const vx = between(rng, 500, 780);
  const horizon = between(rng, 320, 380);
  const grid: string[] = [];
  for (let i = -12; i <= 12; i++) {
    grid.push(`<line x1="${n(vx)}" y1="${n(horizon)}" x2="${n(vx + i * 160)}" y2="${H}"/>`);
  }
  for (let k = 1; k < 12; k++) {
    const y = horizon + (H - horizon) * (k / 12) ** 2;
    grid.push(`<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}"/>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < 7; i++) {
    const bw = between(rng, 60, 180);
    const bh = between(rng, 80, 260);
    const x = rng() * W;
    blocks.push(
      `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="url(#block)" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="2"/>`,
    );
  }
  const cx = between(rng, 420, 860);
  const cy = between(rng, 260, 420);
  const ticks = [0, 90, 180, 270]
    .map(
      (a) =>
        `<line x1="${n(cx)}" y1="${n(cy - 40)}" x2="${n(cx)}" y2="${n(cy - 95)}" transform="rotate(${a} ${n(cx)} ${n(cy)})"/>`,
    )
    .join('');
  return (
    sky(p, p.mid) +
    glowDisc(rng, vx, horizon, 90, p.accent) +
    `<defs>${linear('block', [
      [0, p.far],
      [1, p.ink],
    ])}</defs>` +
    blocks.join('') +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${p.ink}"/>` +
    `<g stroke="${p.accent}" stroke-opacity="0.55" stroke-width="2">${grid.join('')}</g>` +
    `<defs>${fade('aim', p.glow, 0.35)}</defs><circle cx="${n(cx)}" cy="${n(cy)}" r="150" fill="url(#aim)"/>` +
    `<g fill="none" stroke="${p.glow}" stroke-width="5" stroke-linecap="round"><circle cx="${n(cx)}" cy="${n(cy)}" r="70"/><circle cx="${n(cx)}" cy="${n(cy)}" r="110" stroke-width="2" stroke-dasharray="20 14"/>${ticks}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="6" fill="${p.glow}"/>`
  );
};
