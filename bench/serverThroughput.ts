import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildClient } from '../scripts/build-client.mjs';
import type { BenchServer } from './benchServer.ts';
import { startBenchServer } from './benchServer.ts';
import { post, queries } from './graphqlQueries.ts';
import type { Target } from './loadGenerator.ts';
import { generatorCore, serverCore } from './loadGenerator.ts';
import { freePort, pinLoadGenerator, spawnPinned, waitForUrl } from './processes.ts';
import type { Ratio } from './ratios.ts';
import { goalOf, ratioOf } from './ratios.ts';
import { rawBody } from './rawBody.ts';
import type { CaseResult } from './throughput.ts';
import { measureCases } from './throughput.ts';

const gzipJson = { 'accept-encoding': 'gzip', accept: 'application/json' };
export const browserPage = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

async function fetchBytes(url: string, init: RequestInit = {}): Promise<Buffer> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/** A persisted-query GET for `query`, registered first as Apollo Client does on a miss. */
async function persistedGet(graphqlUrl: string, query: string): Promise<Target> {
  const extensions = {
    persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
  };
  await fetchBytes(graphqlUrl, { ...post(graphqlUrl, query), body: JSON.stringify({ query, extensions }) });
  const search = new URLSearchParams({ extensions: JSON.stringify(extensions), variables: '{}' });
  return { url: `${graphqlUrl}?${search.toString()}`, headers: { 'apollo-require-preflight': 'true' } };
}

/** A second, small catalogue: its list is small enough for the load generator to outrun the floor. */
const smallCatalogue = 200;

/**
 * Every throughput case of one invocation, server and floors pinned to one core and the load
 * generator to the other: the REST list against plain node:http with the same bytes, the anonymous
 * GraphQL list against a bare Apollo Server, and server-rendered pages cached and cold.
 */
export async function benchServerThroughput(): Promise<{
  cases: Record<string, CaseResult>;
  ratios: Ratio[];
}> {
  buildClient();
  const server = await startBenchServer();
  const small = await startBenchServer({ games: smallCatalogue });
  const floors: { kill(): void }[] = [];
  /** Plain node:http sending the bytes of `of`'s gzip list. */
  const listFloor = async (of: BenchServer): Promise<string> => {
    const file = path.join(of.dataDir, 'list.json.gz');
    writeFileSync(file, await rawBody(`${of.url}/api/games.php`, gzipJson));
    const port = await freePort();
    floors.push(spawnPinned(serverCore, ['bench/baselineServer.ts', file, String(port)]));
    const url = `http://127.0.0.1:${port}/`;
    await waitForUrl(url);
    return url;
  };
  try {
    const graphqlUrl = `${server.url}/graphql`;
    const [listFloorUrl, smallListFloorUrl] = [await listFloor(server), await listFloor(small)];
    const pageFile = path.join(server.dataDir, 'page.json');
    const page = (await (await fetch(graphqlUrl, post(graphqlUrl, queries['games page (50)']))).json()) as {
      data: { games: unknown };
    };
    writeFileSync(pageFile, JSON.stringify(page.data.games));

    const barePort = await freePort();
    floors.push(spawnPinned(serverCore, ['bench/bareApolloServer.ts', pageFile, String(barePort)]));
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitForUrl(`${bareUrl}?query=%7B__typename%7D`).catch(() => undefined);
    pinLoadGenerator(generatorCore);

    const targets: Record<string, Target> = {
      'REST list, gzip, 2,000 games': { url: `${server.url}/api/games.php`, headers: gzipJson },
      'plain node:http, same bytes (2,000 games)': { url: listFloorUrl, headers: gzipJson },
      'REST list, gzip, 200 games': { url: `${small.url}/api/games.php`, headers: gzipJson },
      'plain node:http, same bytes (200 games)': { url: smallListFloorUrl, headers: gzipJson },
      'GraphQL games page (50), anonymous POST': post(graphqlUrl, queries['games page (50)']),
      'GraphQL games page (50), anonymous persisted GET': await persistedGet(
        graphqlUrl,
        queries['games page (50)'],
      ),
      'bare Apollo Server, same page from memory': post(bareUrl, queries['games page (50)']),
      'page /, cached': { url: `${server.url}/`, headers: browserPage },
      'page /game/…, cached': { url: `${server.url}/game/generated-game-1234`, headers: browserPage },
      'page /game/…, rendered afresh': {
        url: `${server.url}/game/generated-game-1234?visit=[<id>]`,
        headers: browserPage,
        unique: true,
      },
    };
    // Cases compared with each other take their runs in turn.
    const groups = [
      ['REST list, gzip, 2,000 games', 'plain node:http, same bytes (2,000 games)'],
      ['REST list, gzip, 200 games', 'plain node:http, same bytes (200 games)'],
      [
        'GraphQL games page (50), anonymous POST',
        'GraphQL games page (50), anonymous persisted GET',
        'bare Apollo Server, same page from memory',
      ],
      ['page /, cached'],
      ['page /game/…, cached'],
      ['page /game/…, rendered afresh'],
    ];
    const cases: Record<string, CaseResult> = {};
    for (const names of groups) {
      const results = await measureCases(names.map((name) => targets[name] as Target));
      for (const [index, name] of names.entries()) cases[name] = results[index] as CaseResult;
    }
    const result = (name: string) => cases[name] as CaseResult;
    const ratios = [
      ...['2,000 games', '200 games'].map((games) =>
        ratioOf(
          `REST list / plain node:http, ${games}`,
          result(`REST list, gzip, ${games}`),
          result(`plain node:http, same bytes (${games})`),
          0.6,
        ),
      ),
      ratioOf(
        'anonymous GraphQL page / bare Apollo',
        result('GraphQL games page (50), anonymous POST'),
        result('bare Apollo Server, same page from memory'),
        3,
      ),
      ...['page /, cached', 'page /game/…, cached'].map((name) =>
        goalOf(
          `${name}, requests/s`,
          result(name).requestsPerSecond,
          { atLeast: 1000 },
          result(name).limitedByGenerator,
        ),
      ),
    ];
    return { cases, ratios };
  } finally {
    for (const floor of floors) floor.kill();
    server.stop();
    small.stop();
  }
}
