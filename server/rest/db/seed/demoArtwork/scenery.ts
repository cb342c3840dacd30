import type { Palette } from './palette.ts';
import type { Rng } from './random.ts';
import { between } from './random.ts';
import { canvas, fade, H, linear, n, W } from './svg.ts';

export type Motif = (rng: Rng, p: Palette) => string;

export function sky(p: Palette, bottom = p.skyBottom): string {
  return `<defs>${linear('sky', [
    [0, p.skyTop],
    [1, bottom],
  ])}</defs>${canvas('url(#sky)')}`;
}

export function glowDisc(rng: Rng, x: number, y: number, r: number, color: string): string {
  const id = `g${Math.floor(rng() * 1e9)}`;
  return `<defs>${fade(id, color, 0.55)}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="url(#${id})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`;
}

export function ridge(rng: Rng, base: number, amplitude: number, roughness: number, fill: string): string {
  const waves = [1, 2, 3].map((k) => ({
    freq: (k * between(rng, 0.8, 1.6) * Math.PI * 2) / W,
    phase: rng() * Math.PI * 2,
    amp: amplitude / k ** roughness,
  }));
  const points: string[] = [];
  for (let x = 0; x <= W; x += 16) {
    const y = waves.reduce((sum, w) => sum - Math.abs(Math.sin(x * w.freq + w.phase)) * w.amp, base);
    points.push(`${x},${n(y)}`);
  }
  return `<polygon points="0,${H} ${points.join(' ')} ${W},${H}" fill="${fill}"/>`;
}

export function mist(y: number, height: number, color: string, opacity: number): string {
  const id = `m${Math.round(y)}`;
  return `<defs>${linear(id, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ])}</defs><rect y="${n(y - height / 2)}" width="${W}" height="${n(height)}" fill="url(#${id})"/>`;
}
