import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/rest/db/connection.ts';
import { migrateToLatest } from '../server/rest/db/migrate.ts';
import { generatedGame } from './generatedGames.ts';
import { freePort, pinLoadGenerator, spawnPinned, waitForUrl } from './processes.ts';

const gameCount = 2000;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const rows = Array.from({ length: gameCount }, (_, index) => generatedGame(index));
  for (let start = 0; start < rows.length; start += 100) {
    await db.kysely
      .insertInto('games')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  await db.close();
}

function rawGzipBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip', accept: 'application/json' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** GET /api/games.php (gzip) of the real server next to plain node:http serving the same bytes. */
export async function benchRestGameList() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bench-'));
  const databaseUrl = `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
  await seed(databaseUrl);

  const port = await freePort();
  const server = spawnPinned(0, ['server/index.ts'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Bench-Pass-2718',
  });
  const url = `http://127.0.0.1:${port}/api/games.php`;
  try {
    await waitForUrl(url);
    const body = await rawGzipBody(url);
    const bodyFile = path.join(dataDir, 'list.json.gz');
    writeFileSync(bodyFile, body);

    const baselinePort = await freePort();
    const baseline = spawnPinned(0, ['bench/baselineServer.ts', bodyFile, String(baselinePort)]);
    try {
      pinLoadGenerator(1);
      await waitForUrl(`http://127.0.0.1:${baselinePort}/`);
      const ours = await load(url);
      const floor = await load(`http://127.0.0.1:${baselinePort}/`);
      return {
        games: gameCount,
        gzipBytes: body.length,
        ours,
        baseline: floor,
        ratio: ours.requestsPerSecond / floor.requestsPerSecond,
      };
    } finally {
      baseline.kill();
    }
  } finally {
    server.kill();
  }
}
