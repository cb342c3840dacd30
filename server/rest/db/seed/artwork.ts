import sharp from 'sharp';

export interface ArtworkSubject {
  slug: string;
  genres: readonly string[];
  tags: readonly string[];
}

const W = 1280;
const H = 720;

type Rng = () => number;

interface Palette {
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

type Motif = (rng: Rng, p: Palette) => string;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
const n = (value: number): string => value.toFixed(1);

function hsl(h: number, s: number, l: number): string {
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

function makePalette(slug: string, hueShift: number): Palette {
  const rng = mulberry32(hash(`palette:${slug}`));
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

function linear(id: string, stops: readonly (readonly [number, string, number?])[], vertical = true) {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const body = stops
    .map(
      ([at, color, opacity = 1]) => `<stop offset="${at}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

function radial(id: string, color: string, inner: number, outer = 0) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${inner}"/><stop offset="1" stop-color="${color}" stop-opacity="${outer}"/></radialGradient>`;
}

function sky(p: Palette, bottom = p.skyBottom): string {
  return `<defs>${linear('sky', [
    [0, p.skyTop],
    [1, bottom],
  ])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

function glowDisc(rng: Rng, x: number, y: number, r: number, color: string): string {
  const id = `g${Math.floor(rng() * 1e9)}`;
  return `<defs>${radial(id, color, 0.55)}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="url(#${id})"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`;
}

function ridge(rng: Rng, base: number, amplitude: number, roughness: number, fill: string): string {
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

function mist(y: number, height: number, color: string, opacity: number): string {
  const id = `m${Math.round(y)}`;
  return `<defs>${linear(id, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ])}</defs><rect y="${n(y - height / 2)}" width="${W}" height="${n(height)}" fill="url(#${id})"/>`;
}

const mountains: Motif = (rng, p) => {
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

const space: Motif = (rng, p) => {
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
    return `<defs>${radial(id, color, 0.45)}</defs><ellipse cx="${n(rng() * W)}" cy="${n(rng() * H)}" rx="${n(rx)}" ry="${n(rx * between(rng, 0.35, 0.7))}" fill="url(#${id})" transform="rotate(${n(between(rng, -30, 30))} ${W / 2} ${H / 2})"/>`;
  });
  const px = between(rng, 300, W - 300);
  const py = between(rng, 250, 470);
  const pr = between(rng, 110, 190);
  const tilt = n(between(rng, -25, -8));
  const ring = (half: 'back' | 'front') =>
    `<path d="M ${n(px - pr * 1.9)} ${n(py)} A ${n(pr * 1.9)} ${n(pr * 0.45)} 0 0 ${half === 'back' ? 1 : 0} ${n(px + pr * 1.9)} ${n(py)}" fill="none" stroke="${p.glow}" stroke-opacity="0.7" stroke-width="${n(pr * 0.12)}" transform="rotate(${tilt} ${n(px)} ${n(py)})"/>`;
  const planet = `<defs><radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.accent2}"/><stop offset="0.6" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.ink}"/></radialGradient>${radial('halo', p.accent2, 0.35)}</defs>
    <circle cx="${n(px)}" cy="${n(py)}" r="${n(pr * 1.5)}" fill="url(#halo)"/>${ring('back')}<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="url(#planet)"/>${ring('front')}`;
  const moonX = px + between(rng, 1.9, 2.6) * pr * (px > W / 2 ? -1 : 1);
  const moon = `<circle cx="${n(moonX)}" cy="${n(py - pr * between(rng, 0.6, 1.2))}" r="${n(pr * 0.22)}" fill="${p.far}"/>`;
  return `<rect width="${W}" height="${H}" fill="${p.ink}"/>${nebulae.join('')}${stars.join('')}${planet}${moon}`;
};

const racing: Motif = (rng, p) => {
  const horizon = between(rng, 300, 350);
  const vx = between(rng, 420, 860);
  const bend = between(rng, -700, 700);
  // Centreline is a quadratic curve from the vanishing point to the bottom centre; the road widens
  // with depth so the straight edges read as perspective.
  const at = (t: number) => {
    const x = (1 - t) ** 2 * vx + 2 * (1 - t) * t * (vx + bend) + t ** 2 * (W / 2);
    return {
      x,
      y: horizon + (H - horizon) * t ** 1.7,
      half: 4 + 760 * t ** 1.7,
    };
  };
  const steps = Array.from({ length: 41 }, (_, i) => at(i / 40));
  const side = (sign: number, scale: number) =>
    steps.map((s) => `${n(s.x + sign * s.half * scale)},${n(s.y)}`);
  const road = [...side(-1, 1), ...side(1, 1).reverse()].join(' ');
  const kerbs: string[] = [];
  const dashes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const a = steps[i];
    const b = steps[i + 1];
    if (!a || !b) continue;
    for (const sign of [-1, 1]) {
      kerbs.push(
        `<polygon points="${n(a.x + sign * a.half)},${n(a.y)} ${n(a.x + sign * a.half * 1.08)},${n(a.y)} ${n(b.x + sign * b.half * 1.08)},${n(b.y)} ${n(b.x + sign * b.half)},${n(b.y)}" fill="${i % 2 ? '#f4f1e8' : p.accent}"/>`,
      );
    }
    if (i % 2 === 0) {
      dashes.push(
        `<polygon points="${n(a.x - a.half * 0.02)},${n(a.y)} ${n(a.x + a.half * 0.02)},${n(a.y)} ${n(b.x + b.half * 0.02)},${n(b.y)} ${n(b.x - b.half * 0.02)},${n(b.y)}"/>`,
      );
    }
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

const hexMap: Motif = (rng, p) => {
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
  return `<rect width="${W}" height="${H}" fill="${hsl(p.hue, 30, 10)}"/><g transform="translate(${W / 2} ${H / 2}) rotate(${n(between(rng, -12, 12))}) scale(1.15) translate(${-W / 2} ${-H / 2})">${cells.join('')}${borders.join('')}${castles.join('')}</g><defs>${linear(
    'haze',
    [
      [0, p.skyTop, 0.6],
      [0.4, p.skyTop, 0],
    ],
  )}</defs><rect width="${W}" height="${H}" fill="url(#haze)"/>`;
};

const arena: Motif = (rng, p) => {
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
    `<defs>${radial('aim', p.glow, 0.35)}</defs><circle cx="${n(cx)}" cy="${n(cy)}" r="150" fill="url(#aim)"/>` +
    `<g fill="none" stroke="${p.glow}" stroke-width="5" stroke-linecap="round"><circle cx="${n(cx)}" cy="${n(cy)}" r="70"/><circle cx="${n(cx)}" cy="${n(cy)}" r="110" stroke-width="2" stroke-dasharray="20 14"/>${ticks}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="6" fill="${p.glow}"/>`
  );
};

const burst: Motif = (rng, p) => {
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

const skyline: Motif = (rng, p) => {
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

const bubbles: Motif = (rng, p) => {
  const colors = [p.accent, p.accent2, p.glow, p.skyBottom];
  const parts: string[] = [];
  colors.forEach((color, i) => {
    parts.push(
      `<defs><radialGradient id="b${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.25" stop-color="${color}" stop-opacity="0.75"/><stop offset="1" stop-color="${color}" stop-opacity="0.25"/></radialGradient></defs>`,
    );
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

const haunted: Motif = (rng, p) => {
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
  return (
    sky(dark) +
    glowDisc(rng, moonX, between(rng, 140, 240), between(rng, 70, 100), hsl(p.hue + 40, 30, 85)) +
    ridge(rng, 520, 90, 1.3, hsl(p.hue, 25, 14)) +
    mist(540, 140, hsl(p.hue, 20, 60), 0.3) +
    `<g stroke="${hsl(p.hue, 40, 4)}" stroke-linecap="round" fill="none">${trees.join('')}</g>` +
    ridge(rng, H - 20, 60, 1.5, hsl(p.hue, 40, 4)) +
    mist(H - 40, 120, hsl(p.hue, 20, 50), 0.25)
  );
};

const field: Motif = (rng, p) => {
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
    `<g fill="none" stroke="#f6f6ee" stroke-opacity="0.85" stroke-width="5"><polygon points="${n(edge(80, horizon + 1) + 0)},${n(horizon + 20)} ${n(edge(W - 80, horizon + 1))},${n(horizon + 20)} ${W + 200},${H + 40} -200,${H + 40}"/><line x1="0" y1="${n(midY)}" x2="${W}" y2="${n(midY)}"/><ellipse cx="${n(edge(W / 2, midY))}" cy="${n(midY)}" rx="150" ry="45"/></g>`
  );
};

const motifs: Record<string, Motif> = {
  action: burst,
  adventure: mountains,
  rpg: mountains,
  shooter: arena,
  vr: arena,
  simulation: skyline,
  racing: racing,
  strategy: hexMap,
  sports: field,
  horror: haunted,
  casual: bubbles,
  indie: bubbles,
};

function pickMotif(subject: ArtworkSubject): Motif {
  if (subject.tags.includes('space')) return space;
  const genre = subject.genres.find((g) => g !== 'early_access' && g in motifs);
  return (genre && motifs[genre]) || mountains;
}

function vignette(): string {
  return `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>${linear(
    'sheen',
    [
      [0, '#fff', 0.12],
      [0.45, '#fff', 0],
    ],
    false,
  )}</defs><rect width="${W}" height="${H}" fill="url(#sheen)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

function compose(subject: ArtworkSubject, variant: number): string {
  // Screenshots keep the cover's palette family but drift in hue and mirror, so a gallery varies.
  const palette = makePalette(subject.slug, variant < 0 ? 0 : ([20, -20, 38, -38][variant % 4] ?? 0));
  const rng = mulberry32(hash(`${variant}:${subject.slug}`));
  const scene = pickMotif(subject)(rng, palette);
  const mirrored = variant % 2 === 0 ? `<g transform="translate(${W} 0) scale(-1 1)">${scene}</g>` : scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${mirrored}${vignette()}</svg>`;
}

async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 80, effort: 2 }).toBuffer();
}

export async function renderCover(subject: ArtworkSubject): Promise<Buffer> {
  return toWebp(compose(subject, -1));
}

export async function renderScreenshot(subject: ArtworkSubject, index: number): Promise<Buffer> {
  return toWebp(compose(subject, index));
}
