import { expect } from '@jest/globals';

import type { TestService } from './service.ts';

export async function scrape(service: TestService, token: string): Promise<string> {
  const answer = await service.request('GET', '/metrics', { token });
  expect(answer.status).toBe(200);
  return answer.text;
}

/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none. */
export function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}
