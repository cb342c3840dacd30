import { describe, expect, test } from '@jest/globals';
import type { Request } from 'express';
import pino from 'pino';

import { maxLearnedOrigins, siteOrigins } from '../../../../server/web/origins/siteOrigins.ts';

const requestFor = (host: string) => ({ protocol: 'https', get: () => host }) as unknown as Request;

function warnings() {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  return { log, events: () => lines.map((line) => (JSON.parse(line) as { event: string }).event) };
}

describe('the origins answers are kept for', () => {
  test('with PUBLIC_URL, every request is answered and kept under it, whatever its Host', () => {
    const origins = siteOrigins('https://games.example.org', warnings().log);
    for (let index = 0; index < 10; index += 1) {
      expect(origins(requestFor(`made-up-${index}.test`))).toEqual({
        origin: 'https://games.example.org',
        kept: true,
      });
    }
  });

  test('without it, the first hosts seen are kept, later ones are answered unkept, and the operator is told once', () => {
    const { log, events } = warnings();
    const origins = siteOrigins(undefined, log);
    const first = Array.from({ length: maxLearnedOrigins }, (_, index) => `site-${index}.test`);
    for (const host of first) expect(origins(requestFor(host)).kept).toBe(true);
    expect(origins(requestFor('made-up-1.test'))).toEqual({ origin: 'https://made-up-1.test', kept: false });
    expect(origins(requestFor('made-up-2.test')).kept).toBe(false);
    expect(origins(requestFor(first[0] ?? '')).kept).toBe(true);
    expect(events()).toEqual(['site.origins_exceeded']);
  });
});
