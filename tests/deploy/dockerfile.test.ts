import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';

/** The Dockerfile's instructions, in order: keyword and the rest of the line. */
const instructions = readFileSync('Dockerfile', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.trim().split(/\s+/);
    return { keyword: keyword.toUpperCase(), argument: rest.join(' ') };
  });
const indexOf = (keyword: string, matching: RegExp = /./) =>
  instructions.findIndex((one) => one.keyword === keyword && matching.test(one.argument));
const user = instructions.filter((one) => one.keyword === 'USER').at(-1)?.argument ?? '';
const envValue = (name: string) =>
  new RegExp(`\\b${name}=(\\S+)`).exec(
    instructions
      .filter((one) => one.keyword === 'ENV')
      .map((one) => one.argument)
      .join(' '),
  )?.[1] ?? '';

describe('the container image', () => {
  test('runs the server as an unprivileged user, set before the command', () => {
    expect(user).not.toBe('');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(indexOf('USER')).toBeLessThan(indexOf('CMD'));
  });

  test('gives that user the data directory, where the server writes everything it keeps', () => {
    const dataDir = envValue('DATA_DIR');
    expect(dataDir).toBe('/data');
    expect(envValue('UPLOAD_DIR').startsWith(`${dataDir}/`)).toBe(true);
    const chown = indexOf('RUN', new RegExp(`chown ${user}:${user} ${dataDir}(\\s|$)`));
    expect(chown).toBeGreaterThan(-1);
    expect(chown).toBeLessThan(indexOf('USER'));
  });
});
