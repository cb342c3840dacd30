import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { openDatabase } from '../server/rest/db/connection.ts';
import { migrateToLatest } from '../server/rest/db/migrate.ts';
import { generatedGame } from './generatedGames.ts';
import { freePort, spawnPinned, waitForUrl } from './processes.ts';

export const benchGameCount = 2000;

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const rows = Array.from({ length: benchGameCount }, (_, index) => generatedGame(index));
  for (let start = 0; start < rows.length; start += 100) {
    await db.kysely
      .insertInto('games')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  await db.close();
}

export interface BenchServerOptions {
  /** Extra Node.js options, e.g. a preloaded probe. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

export interface BenchServer {
  url: string;
  dataDir: string;
  pid: number;
  stop(): void;
}

/** The production server on core 0, on a SQLite database holding the generated games. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bench-'));
  const databaseUrl = `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
  await seed(databaseUrl);
  const port = await freePort();
  const server = spawnPinned(0, [...(options.nodeArgs ?? []), 'server/index.ts'], {
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
  await waitForUrl(`${url}/api/games.php`);
  return { url, dataDir, pid: server.pid ?? 0, stop: () => server.kill() };
}
