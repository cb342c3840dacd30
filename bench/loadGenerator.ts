import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { watchCore } from './coreLoad.ts';
import { load } from './load.ts';
import { pinnedCommand } from './processes.ts';
import { luaWithId, reserveIds } from './uniqueIds.ts';

/** One request shape of a throughput case. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Replaces `[<id>]` (and `[<id mod N>]`, see `withId`) in the address and body by a counter:
   * every request differs from the last.
   */
  unique?: boolean;
}

export interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** How busy the load generator's core was (0 to 1); undefined where it cannot be read. */
  generatorBusy: number | undefined;
  serverBusy: number | undefined;
}

export const generatorCore = 1;
export const serverCore = 0;
const connections = 50;

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

export const loadGeneratorName = hasWrk ? 'wrk (1 thread, 50 connections)' : 'autocannon (50 connections)';

const luaString = (text: string) => `[==[${text}]==]`;

function wrkScript(target: Target, firstId: number): string {
  const lines = [`wrk.method = "${target.method ?? 'GET'}"`];
  if (target.body !== undefined) lines.push(`wrk.body = ${luaString(target.body)}`);
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    lines.push(`wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`);
  }
  if (target.unique) {
    const { pathname, search } = new URL(target.url);
    lines.push(
      // Global, so that `done` can report the last id sent, and runWrk keep those ids used.
      `counter = ${firstId - 1}`,
      'local threads = {}',
      'setup = function(thread) table.insert(threads, thread) end',
      'done = function() for _, thread in ipairs(threads) do print("last id: " .. thread:get("counter")) end end',
      `local path = ${luaString(decodeURI(pathname + search))}`,
      ...luaWithId,
      'request = function()',
      '  counter = counter + 1',
      '  local body = wrk.body and withId(wrk.body, counter) or nil',
      '  return wrk.format(nil, withId(path, counter), nil, body)',
      'end',
    );
  }
  return lines.join('\n');
}

const milliseconds = (value: string, unit: string) =>
  Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);

function parseWrk(output: string): Omit<Run, 'generatorBusy' | 'serverBusy'> {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? milliseconds(match[1] ?? '0', match[2] ?? 'ms') : Number.NaN;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors:
      non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

function runWrk(target: Target, seconds: number): Promise<Omit<Run, 'generatorBusy' | 'serverBusy'>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gv-wrk-'));
  const script = path.join(dir, 'case.lua');
  const firstId = reserveIds(0);
  writeFileSync(script, wrkScript(target, firstId));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, target.url];
  const [command, fullArgs] = pinnedCommand(generatorCore, 'wrk', args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, fullArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const lastId = /^last id: (\d+)$/m.exec(output)?.[1];
      if (lastId) reserveIds(Number(lastId) - firstId + 1);
      if (code === 0) resolve(parseWrk(output));
      else reject(new Error(`wrk exited with ${code}: ${output}`));
    });
  });
}

async function runAutocannon(target: Target, seconds: number) {
  const url = decodeURI(target.url);
  const result = await load({ ...target, url, durationSeconds: seconds, numbered: target.unique });
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50,
    p99Ms: result.p99,
    errors: result.errors,
  };
}

/** One run at saturation: as many requests as the server answers, with both cores watched. */
export async function saturate(target: Target, seconds: number): Promise<Run> {
  const generator = watchCore(generatorCore);
  const server = watchCore(serverCore);
  const result = hasWrk ? await runWrk(target, seconds) : await runAutocannon(target, seconds);
  return { ...result, generatorBusy: generator(), serverBusy: server() };
}
