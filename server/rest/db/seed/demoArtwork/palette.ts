import { between, seededRng } from './random.ts';

export interface Palette {
  hue: number;
  skyTop: string;
  skyBottom: string;
  glow: string;
  accent: string;
  accent2: string;
  far: string;
  mid: string;
  near: string;
  ink: string;
}

export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(1, Math.max(0, s / 100));
  const lig = Math.min(1, Math.max(0, l / 100));
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number): string => {
    const k = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const c = k < 1 / 6 ? p + (q - p) * 6 * k : k < 1 / 2 ? q : k < 2 / 3 ? p + (q - p) * (2 / 3 - k) * 6 : p;
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

export function makePalette(slug: string, hueShift: number): Palette {
  const rng = seededRng(`palette:${slug}`);
  const hue = rng() * 360 + hueShift;
  // Complementary, triadic or analogous accents keep covers of different games visibly distinct.
  const offset = [180, 120, 40, -140][Math.floor(rng() * 4)] ?? 180;
  const sat = between(rng, 55, 80);
  return {
    hue,
    skyTop: hsl(hue, sat, 18),
    skyBottom: hsl(hue + 25, sat + 10, 52),
    glow: hsl(hue + offset, 95, 72),
    accent: hsl(hue + offset, 85, 58),
    accent2: hsl(hue + offset / 2, 80, 62),
    far: hsl(hue + 10, sat - 15, 42),
    mid: hsl(hue + 5, sat - 10, 28),
    near: hsl(hue, sat - 5, 14),
    ink: hsl(hue, 40, 7),
  };
}
