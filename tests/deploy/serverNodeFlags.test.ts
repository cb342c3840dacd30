import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';

import { serverArgs } from '../../bench/processes.ts';
import { serverNodeFlags } from '../../server/nodeFlags.ts';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** The Node.js options before the script in a command line. */
const nodeOptionsOf = (command: string, script: string) => {
  const words = command.split(' ');
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe(script);
  return words.slice(1, -1);
};

describe('every way to run the production server passes the same Node.js options', () => {
  test('npm start and npm run serve', () => {
    expect(nodeOptionsOf(scripts.start ?? '', 'scripts/start.mjs')).toEqual(serverNodeFlags);
    expect(nodeOptionsOf(scripts.serve ?? '', 'server/index.ts')).toEqual(serverNodeFlags);
  });

  test('the container image', () => {
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? '[]';
    expect(JSON.parse(command)).toEqual(['node', ...serverNodeFlags, 'server/index.ts']);
  });

  test('the benchmarks', () => {
    expect(serverArgs()).toEqual([...serverNodeFlags, 'server/index.ts']);
  });

  test('V8 gets one helper thread, as the options say', () => {
    // Counts this Node.js's threads named as V8's helpers, in a process started with the options.
    const count = `console.log(require('node:fs').readdirSync('/proc/self/task').filter((task) =>
      require('node:fs').readFileSync('/proc/self/task/' + task + '/comm', 'utf8').trim() === 'V8Worker').length)`;
    const helpers = (options: readonly string[]) =>
      spawnSync(process.execPath, [...options, '-e', count], { encoding: 'utf8' }).stdout.trim();
    expect(helpers([])).not.toBe('1');
    expect(helpers(serverNodeFlags)).toBe('1');
  });
});
