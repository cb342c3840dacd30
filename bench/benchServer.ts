import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { openDatabase } from '../server/rest/db/connection.ts';
import { migrateToLatest } from '../server/rest/db/migrate.ts';
import { generatedGame } from './generatedGames.ts';
import { freePort, serverArgs, spawnPinned, waitForUrl } from './processes.ts';

export const benchGameCount = 2000;

/** Migrates the database and fills it with `count` generated games. */
export async function seedGames(databaseUrl: string, count = benchGameCount): Promise<void> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const rows = Array.from({ length: count }, (_, index) => generatedGame(index));
  for (let start = 0; start < rows.length; start += 100) {
    await db.kysely
      .insertInto('games')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  await db.close();
}

export interface BenchServerOptions {
  /** Extra Node.js options, e.g. a preloaded probe; they come after (and so override) the heap sizes. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** A database seeded already (`seedGames`); a fresh SQLite file with the bench's games when absent. */
  databaseUrl?: string;
  /** How many games that fresh file holds: `benchGameCount` unless told. */
  games?: number;
}

export interface BenchServer {
  url: string;
  dataDir: string;
  pid: number;
  /** From the start of the process until it answered ready (migrations, seed check, listening). */
  startupMs: number;
  stop(): void;
}

/** The production server on core 0, on a SQLite database holding the generated games. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bench-'));
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    databaseUrl = `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
    await seedGames(databaseUrl, options.games);
  }
  const port = await freePort();
  const started = performance.now();
  const server = spawnPinned(0, serverArgs(options.nodeArgs), {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Bench-Pass-2718',
    // The load comes from one address: the per-visitor GraphQL limit would answer most of it.
    GRAPHQL_RATE_PER_SECOND: '0',
    ...options.env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/readyz`, 120_000, 20);
  const startupMs = Math.round(performance.now() - started);
  return { url, dataDir, pid: server.pid ?? 0, startupMs, stop: () => server.kill() };
}
