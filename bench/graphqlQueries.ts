import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { startBenchServer } from './benchServer.ts';
import type { LoadResult } from './load.ts';
import { load } from './load.ts';
import { freePort, pinLoadGenerator, spawnPinned, waitForUrl } from './processes.ts';

export const queries = {
  'games page (50)': `query GameListPage { games(limit: 50, sort: NEWEST) { totalCount nodes { id slug title
    category imageUrl views size rating genres { value label } } } }`,
  'games page (100)': `query GameListPage100 { games(limit: 100, sort: NEWEST) { totalCount nodes { id slug
    title category imageUrl views size rating genres { value label } } } }`,
  'game(slug)': `query GameDetail { game(slug: "generated-game-1234") { id slug title description developer
    publisher releaseDate genres { label } tags { label } screenshots systemRequirements { minimum { os memory } }
    technicalDetails { platforms { label } language { label } } } }`,
  searchSuggestions: `query Suggest { searchSuggestions(q: "game 12") { slug title imageUrl views rating } }`,
};

export const post = (url: string, query: string) => ({
  url,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

/** GraphQL queries of the real server (warm cache) and the list query of a bare Apollo Server. */
export async function benchGraphqlQueries() {
  const server = await startBenchServer();
  const graphqlUrl = `${server.url}/graphql`;
  try {
    const warm = await fetch(graphqlUrl, post(graphqlUrl, queries['games page (50)']));
    const pageFile = path.join(server.dataDir, 'page.json');
    writeFileSync(pageFile, JSON.stringify(((await warm.json()) as { data: { games: unknown } }).data.games));

    pinLoadGenerator(1);
    const results: Record<string, LoadResult> = {};
    for (const [name, query] of Object.entries(queries))
      results[`Gamevault ${name}`] = await load(post(graphqlUrl, query));

    const barePort = await freePort();
    const bare = spawnPinned(0, ['bench/bareApolloServer.ts', pageFile, String(barePort)]);
    try {
      const bareUrl = `http://127.0.0.1:${barePort}/`;
      await waitForUrl(`${bareUrl}?query=%7B__typename%7D`, 60_000).catch(() => undefined);
      results['bare Apollo games page (50)'] = await load(post(bareUrl, queries['games page (50)']));
    } finally {
      bare.kill();
    }
    const ours = results['Gamevault games page (50)']?.requestsPerSecond ?? 0;
    const floor = results['bare Apollo games page (50)']?.requestsPerSecond ?? 1;
    return { results, ratio: ours / floor };
  } finally {
    server.stop();
  }
}
