import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { seedGames, startBenchServer } from './benchServer.ts';
import { post, queries } from './graphqlQueries.ts';
import { durationSeconds } from './load.ts';
import { generatorCore } from './loadGenerator.ts';
import { pinLoadGenerator, unpinLoadGenerator } from './processes.ts';
import type { Ratio } from './ratios.ts';
import { goalOf } from './ratios.ts';
import { rawBody } from './rawBody.ts';
import { steadyLoad } from './steadyLoad.ts';
import { measureCases } from './throughput.ts';

export const scaleGameCount = 20_000;
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = { email: 'bench@example.com', password: 'Bench-Pass-2718' };

const memoryMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
      1024,
  );

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

async function answered(url: string, init?: RequestInit): Promise<unknown> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

/** A PostgreSQL database holding the scale's games, dropped by the returned function. */
async function seededPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `gv_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  await seedGames(url.toString(), scaleGameCount);
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresAdminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The server holding 20,000 games: start-up on SQLite and PostgreSQL, the GraphQL catalogue's
 * first load and memory, the REST list and catalogue after a write, and search and filter
 * latency with a different text in every request (so that no answer comes from a cache).
 */
export async function benchCatalogueScale(): Promise<{
  figures: Record<string, number | string>;
  goals: Ratio[];
}> {
  unpinLoadGenerator();
  const postgres = await seededPostgres();
  const sqliteFile = path.join(tmpdir(), `gv-bench-scale-${process.pid}.sqlite`);
  const sqliteUrl = `sqlite:${sqliteFile}`;
  await seedGames(sqliteUrl, scaleGameCount);
  const figures: Record<string, number | string> = { games: scaleGameCount };
  if (postgres) {
    const onPostgres = await startBenchServer({ databaseUrl: postgres.url });
    figures['start-up on PostgreSQL, ms'] = onPostgres.startupMs;
    onPostgres.stop();
    await postgres.drop();
  } else {
    figures['start-up on PostgreSQL, ms'] = 'PostgreSQL not reachable';
  }
  const server = await startBenchServer({ databaseUrl: sqliteUrl });
  try {
    figures['start-up on SQLite, ms'] = server.startupMs;
    const graphqlUrl = `${server.url}/graphql`;
    const listPage = post(graphqlUrl, queries['games page (50)']);
    figures['first GraphQL games page (catalogue load), ms'] = await timed(() =>
      answered(graphqlUrl, listPage),
    );
    figures['RSS with the catalogue loaded, MiB'] = memoryMiB(server.pid, 'VmRSS');

    const { token } = (await answered(`${server.url}/api/auth.php?action=login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })) as { token: string };
    const game = (await answered(`${server.url}/api/games.php?slug=generated-game-7`)) as Record<
      string,
      unknown
    >;
    // The wire sends platforms and languages as JSON text; the form takes them as lists.
    const details = game.technicalDetails as Record<string, string>;
    const technicalDetails = {
      ...details,
      platforms: JSON.parse(details.platforms ?? '[]') as unknown,
      language: JSON.parse(details.language ?? '[]') as unknown,
    };
    const form = new FormData();
    form.append('data', JSON.stringify({ ...game, technicalDetails, title: 'Generated Game 7, renamed' }));
    form.append('_method', 'PUT');
    await answered(`${server.url}/api/games.php?id=${String(game.id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // To the last byte as sent: decoding and parsing it here would not be the server's time.
    figures['REST list after a write (rebuild), ms'] = await timed(() =>
      rawBody(`${server.url}/api/games.php`, { 'accept-encoding': 'gzip, deflate, br' }),
    );
    figures['GraphQL games page after a write (reload), ms'] = await timed(() =>
      answered(graphqlUrl, listPage),
    );

    pinLoadGenerator(generatorCore);
    // Every text names a game that exists; the unused `visit` makes each request one of its own.
    const text = { q: `game [<id mod ${scaleGameCount}>]`, visit: '[<id>]' };
    const suggest = post(graphqlUrl, queries.suggestions, text);
    const filter = post(
      graphqlUrl,
      'query Filtered($q: String!) { games(filter: { genre: "action", search: $q }, limit: 50) { totalCount nodes { slug title } } }',
      text,
    );
    // Like every case at saturation: a warm-up, then three runs in turn, their median and spread.
    const [suggestions, filtered] = await measureCases([
      { ...suggest, unique: true },
      { ...filter, unique: true },
    ]);
    if (!suggestions || !filtered) throw new Error('no result for the searches at saturation');
    figures['searchSuggestions at saturation, requests/s'] = suggestions.requestsPerSecond;
    figures['searchSuggestions at saturation, p99 ms'] = suggestions.p99Ms;
    figures['searchSuggestions at saturation, spread %'] = suggestions.spreadPct;
    const steady = await steadyLoad({ ...suggest, unique: true }, 500, durationSeconds);
    figures['searchSuggestions at 500 requests/s, p50 ms'] = steady.p50;
    figures['searchSuggestions at 500 requests/s, p99 ms'] = steady.p99;
    figures['games filter (genre and text) at saturation, requests/s'] = filtered.requestsPerSecond;
    figures['games filter at saturation, p99 ms'] = filtered.p99Ms;
    figures['peak RSS, MiB'] = memoryMiB(server.pid, 'VmHWM');

    const goals = [
      goalOf(
        'searchSuggestions at saturation, requests/s',
        suggestions.requestsPerSecond,
        { atLeast: 2000 },
        suggestions.limitedByGenerator,
      ),
      goalOf('searchSuggestions p99 at 500 requests/s, ms', steady.p99, { atMost: 10 }),
      goalOf(
        'REST list rebuild after a write, ms',
        Number(figures['REST list after a write (rebuild), ms']),
        { atMost: 1000 },
      ),
      goalOf('peak RSS, MiB', Number(figures['peak RSS, MiB']), { atMost: 512 }),
    ];
    return { figures, goals };
  } finally {
    server.stop();
    rmSync(sqliteFile, { force: true });
    unpinLoadGenerator();
  }
}
