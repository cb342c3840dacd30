export const W = 1280;
export const H = 720;

export const n = (value: number): string => value.toFixed(1);

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stop([at, color, opacity]: Stop): string {
  const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
  return `<stop offset="${at}" stop-color="${color}"${alpha}/>`;
}

export function linear(id: string, stops: readonly Stop[], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const body = stops.map(([at, color, opacity = 1]) => stop([at, color, opacity])).join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

export function radial(
  id: string,
  stops: readonly Stop[],
  at?: { cx: number; cy: number; r: number },
): string {
  const focus = at ? ` cx="${at.cx}" cy="${at.cy}" r="${at.r}"` : '';
  return `<radialGradient id="${id}"${focus}>${stops.map(stop).join('')}</radialGradient>`;
}

/** Radial gradient of one colour fading from `inner` opacity at the centre to transparent. */
export function fade(id: string, color: string, inner: number): string {
  return radial(id, [
    [0, color, inner],
    [1, color, 0],
  ]);
}

export function canvas(fill: string): string {
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}
