// `npm run bench:soak`: the mixed load of SECURITY-BASELINE L2 (90% reads, 8% anonymous submissions,
// 2% admin writes) at a fixed rate, with the server's live heap, RSS, open files and event-loop delay
// sampled after each garbage collection. SOAK_SECONDS (600) and SOAK_RATE (100 per second) tune it.
import '../scripts/node24.mjs';

import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { benchGameCount, startBenchServer } from './benchServer.ts';
import { percentile } from './percentile.ts';
import { pinLoadGenerator } from './processes.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 100);
const gatewayKey = 'soak-gateway-key-0123456789abcdefghijklmnop';
const maxInFlight = 200;

interface Sample {
  seconds: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  openFiles: number;
  lagP99Ms: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const randomGame = () => Math.floor(Math.random() * benchGameCount);
const randomAddress = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

const graphql = (query: string, variables: Record<string, unknown>) => ({
  path: '/graphql',
  init: {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  },
});

const reads = [
  () => ({ path: '/api/games.php', init: { headers: { 'accept-encoding': 'gzip' } } }),
  () => ({ path: `/api/games.php?slug=generated-game-${randomGame()}`, init: {} }),
  () =>
    graphql(
      'query Page($offset: Int) { games(offset: $offset, limit: 24) { totalCount nodes { id slug title imageUrl rating genres { label } } } }',
      { offset: Math.floor(Math.random() * 80) * 24 },
    ),
  () =>
    graphql('query Game($slug: String!) { game(slug: $slug) { id title description screenshots } }', {
      slug: `generated-game-${randomGame()}`,
    }),
  () =>
    graphql('query Suggest($q: String!) { searchSuggestions(q: $q) { slug title imageUrl } }', {
      q: `game ${Math.floor(Math.random() * 300)}`,
    }),
];

function submission() {
  const headers = {
    'content-type': 'application/json',
    'x-gateway-key': gatewayKey,
    'x-forwarded-for': randomAddress(),
  };
  const id = Math.random().toString(36).slice(2);
  return Math.random() < 0.5
    ? {
        path: '/api/submit_game_request.php',
        init: {
          method: 'POST',
          headers,
          body: JSON.stringify({
            game_title: `Requested ${id}`,
            platform: 'PC',
            release_year: 2020,
            requester_email: `${id}@example.org`,
          }),
        },
      }
    : {
        path: '/api/submit_dmca.php',
        init: {
          method: 'POST',
          headers,
          body: JSON.stringify({
            title: `Notice ${id}`,
            url: `https://example.org/${id}`,
            name: 'Soak Tester',
            description: 'A notice sent by the soak test.',
            email: `${id}@example.org`,
          }),
        },
      };
}

function adminWrite(token: string) {
  const index = randomGame();
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      title: `Generated Game ${index}`,
      slug: `generated-game-${index}`,
      category: 'Standard',
      description: `Updated at ${new Date().toISOString()} by the soak test.`,
      releaseDate: '2024-01-01',
      developer: 'Soak Studio',
      publisher: 'Soak Studio',
    }),
  );
  return {
    path: `/api/games.php?id=${index + 1}`,
    init: { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  };
}

const probeFile = path.join(tmpdir(), `gv-soak-${process.pid}.jsonl`);
const server = await startBenchServer({
  nodeArgs: ['--expose-gc', '--import', './bench/memoryProbe.ts'],
  env: { GATEWAY_KEY: gatewayKey, MEMORY_PROBE_FILE: probeFile, MEMORY_PROBE_INTERVAL_MS: '10000' },
});
pinLoadGenerator(1);
try {
  const login = await fetch(`${server.url}/api/auth.php?action=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-Pass-2718' }),
  });
  const { token } = (await login.json()) as { token: string };

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let inFlight = 0;
  let dropped = 0;
  const send = async () => {
    if (inFlight >= maxInFlight) {
      dropped += 1;
      return;
    }
    const roll = Math.random();
    const request = roll < 0.9 ? pick(reads)() : roll < 0.98 ? submission() : adminWrite(token);
    inFlight += 1;
    const started = performance.now();
    try {
      const response = await fetch(server.url + request.path, request.init as RequestInit);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    } finally {
      latencies.push(performance.now() - started);
      inFlight -= 1;
    }
  };
  console.log(`Soak: ${rate} requests/s for ${seconds} s against ${benchGameCount} games`);
  const ticker = setInterval(() => void send(), 1000 / rate);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(ticker);
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 11_000));

  const samples = readFileSync(probeFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample);
  const warm = samples.find((sample) => sample.seconds >= Math.min(60, seconds / 5)) ?? samples[0];
  const last = samples.at(-1);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.table({
    requests: { value: latencies.length },
    dropped: { value: dropped },
    'p50 ms': { value: percentile(sorted, 50).toFixed(1) },
    'p99 ms': { value: percentile(sorted, 99).toFixed(1) },
    'event-loop delay p99 ms (worst sample)': {
      value: Math.max(...samples.map((sample) => sample.lagP99Ms)).toFixed(1),
    },
  });
  console.log('Answers by status:', Object.fromEntries(statuses));
  console.table(
    samples.map((sample) => ({
      s: sample.seconds,
      'RSS MiB': sample.rssMb.toFixed(1),
      'live heap MiB': sample.heapUsedMb.toFixed(1),
      'external MiB': sample.externalMb.toFixed(1),
      'open files': sample.openFiles,
    })),
  );
  if (warm && last) {
    const growth = (after: number, before: number) => `${(((after - before) / before) * 100).toFixed(1)}%`;
    console.log(
      `After warm-up (${warm.seconds} s → ${last.seconds} s): RSS ${growth(last.rssMb, warm.rssMb)}, ` +
        `live heap ${growth(last.heapUsedMb, warm.heapUsedMb)}, open files ${warm.openFiles} → ${last.openFiles}`,
    );
  }
} finally {
  server.stop();
  rmSync(probeFile, { force: true });
}
