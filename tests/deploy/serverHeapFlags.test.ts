import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';

import { serverArgs } from '../../bench/processes.ts';
import { serverHeapFlags } from '../../server/heapFlags.ts';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** The Node.js options before the script in a command line. */
const nodeOptionsOf = (command: string, script: string) => {
  const words = command.split(' ');
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe(script);
  return words.slice(1, -1);
};

describe('every way to run the production server gives V8 the same heap sizes', () => {
  test('npm start and npm run serve', () => {
    expect(nodeOptionsOf(scripts.start ?? '', 'scripts/start.mjs')).toEqual(serverHeapFlags);
    expect(nodeOptionsOf(scripts.serve ?? '', 'server/index.ts')).toEqual(serverHeapFlags);
  });

  test('the container image', () => {
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? '[]';
    expect(JSON.parse(command)).toEqual(['node', ...serverHeapFlags, 'server/index.ts']);
  });

  test('the benchmarks', () => {
    expect(serverArgs()).toEqual([...serverHeapFlags, 'server/index.ts']);
  });
});
