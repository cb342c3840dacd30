import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildClient } from '../scripts/build-client.mjs';
import { startBenchServer } from './benchServer.ts';
import { post, queries } from './graphqlQueries.ts';
import type { Target } from './loadGenerator.ts';
import { generatorCore, serverCore } from './loadGenerator.ts';
import { freePort, pinLoadGenerator, spawnPinned, waitForUrl } from './processes.ts';
import { rawBody } from './rawBody.ts';
import type { CaseResult, Ratio } from './throughput.ts';
import { goalOf, measureCases, ratioOf } from './throughput.ts';

const gzipJson = { 'accept-encoding': 'gzip', accept: 'application/json' };
const browserPage = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

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
  const floors: { kill(): void }[] = [];
  try {
    const graphqlUrl = `${server.url}/graphql`;
    const listFile = path.join(server.dataDir, 'list.json.gz');
    writeFileSync(listFile, await rawBody(`${server.url}/api/games.php`, gzipJson));
    const pageFile = path.join(server.dataDir, 'page.json');
    const page = (await (await fetch(graphqlUrl, post(graphqlUrl, queries['games page (50)']))).json()) as {
      data: { games: unknown };
    };
    writeFileSync(pageFile, JSON.stringify(page.data.games));

    const [baselinePort, barePort] = [await freePort(), await freePort()];
    floors.push(spawnPinned(serverCore, ['bench/baselineServer.ts', listFile, String(baselinePort)]));
    floors.push(spawnPinned(serverCore, ['bench/bareApolloServer.ts', pageFile, String(barePort)]));
    const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitForUrl(baselineUrl);
    await waitForUrl(`${bareUrl}?query=%7B__typename%7D`).catch(() => undefined);
    pinLoadGenerator(generatorCore);

    const targets: Record<string, Target> = {
      'REST list, gzip': { url: `${server.url}/api/games.php`, headers: gzipJson },
      'plain node:http, same gzip bytes': { url: baselineUrl, headers: { 'accept-encoding': 'gzip' } },
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
      ['REST list, gzip', 'plain node:http, same gzip bytes'],
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
      ratioOf(
        'REST list / plain node:http',
        result('REST list, gzip'),
        result('plain node:http, same gzip bytes'),
        0.6,
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
          result(name).generatorSaturated,
        ),
      ),
    ];
    return { cases, ratios };
  } finally {
    for (const floor of floors) floor.kill();
    server.stop();
  }
}
