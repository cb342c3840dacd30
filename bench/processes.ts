import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus } from 'node:os';

import { serverNodeFlags } from '../server/nodeFlags.ts';

/**
 * The Node.js arguments that run the production server as `npm start` does; `extra` options come
 * after the server's own options, and so override them.
 */
export const serverArgs = (extra: readonly string[] = []): string[] => [
  ...serverNodeFlags,
  ...extra,
  'server/index.ts',
];

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** `command` with `args`, run on `core` alone where taskset exists. */
export function pinnedCommand(core: number, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Runs a Node script pinned to one core (when taskset exists), so load and server do not share one. */
export function spawnPinned(core: number, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const [command, fullArgs] = pinnedCommand(core, process.execPath, args);
  return spawn(command, fullArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000, pollMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not come up`);
}

export function pinLoadGenerator(core: number): void {
  if (hasTaskset) spawnSync('taskset', ['-cp', String(core), String(process.pid)]);
}

/** Lets this process (and what it starts from now on, which inherits it) use every core again. */
export function unpinLoadGenerator(): void {
  // cpus() counts the machine's cores; availableParallelism() would count only the pinned one.
  if (hasTaskset) spawnSync('taskset', ['-cp', `0-${cpus().length - 1}`, String(process.pid)]);
}
