import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { DatabaseKind } from './databases.ts';
import { createPostgresDatabase } from './databases.ts';
import { adminCredentials } from './service.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface LogLine {
  event?: string;
  url?: string;
  [key: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The product started as `npm start` would start it, in a process of its own. */
export interface ChildServer {
  url: string;
  child: ChildProcess;
  logs: LogLine[];
  /** Everything written to stdout so far, log lines and plain text alike. */
  output(): string;
  exited: Promise<Exit>;
  /** Resolves with the first log line of this event, already written or still to come. */
  logged(event: string): Promise<LogLine>;
}

/** One data directory and database that several child servers may use in turn. */
export interface Storage {
  dataDir: string;
  databaseUrl: string;
  drop(): Promise<void>;
}

export async function createStorage(kind: DatabaseKind): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-fault-'));
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  return {
    dataDir,
    databaseUrl: database?.url ?? `sqlite:${path.join(dataDir, 'fault.sqlite')}`,
    async drop() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `node server/index.ts` on a free loopback port and waits for its `server.started` line.
 * `env` adds settings; an undefined value leaves that setting to the server's default.
 */
export async function startChildServer(
  storage: Storage,
  env: Record<string, string | undefined> = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      LOG_LEVEL: 'info',
      // Suites that stop a server with SIGTERM wait for no balancer; the grace has a test of its own.
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiting: Array<{ event: string; resolve(line: LogLine): void }> = [];
  let stderr = '';
  let stdout = '';
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      logs.push(line);
      for (const waiter of waiting.filter((w) => w.event === line.event)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logged = (event: string) =>
    new Promise<LogLine>((resolve) => {
      const seen = logs.find((line) => line.event === event);
      if (seen) resolve(seen);
      else waiting.push({ event, resolve });
    });

  const started = await Promise.race([
    logged('server.started'),
    exited.then((exit) => {
      throw new Error(`the server exited (${exit.code ?? exit.signal}) before it started: ${stderr}`);
    }),
  ]);
  return { url: String(started.url), child, logs, output: () => stdout, exited, logged };
}

/** The admin's token from a child server. */
export async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth.php?action=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** Ends a child server that a test left running (a failed assertion, say). */
export async function killChild(server: ChildServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
