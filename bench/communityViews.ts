import { startBenchServer } from './benchServer.ts';
import type { LoadResult } from './load.ts';
import { durationSeconds, load } from './load.ts';
import type { Target } from './loadGenerator.ts';
import { pinLoadGenerator } from './processes.ts';
import { browserPage } from './serverThroughput.ts';
import { steadyLoad } from './steadyLoad.ts';

const gatewayKey = 'bench-gateway-key-0123456789abcdef0123456789';
const cachedGamePage = '/game/generated-game-1234';

/**
 * A first view of a game by a new visitor (every request is counted: the costliest case, a row
 * for the 30-minute dedupe and a count delta), from one of 62,750 addresses, named through the
 * gateway key as the GraphQL layer names them, so that the per-address budget of views stays clear.
 */
function newVisitorView(url: string): Target {
  return {
    url: `${url}/api/community.php?action=view`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-gateway-key': gatewayKey,
      'x-forwarded-for': '10.[<id mod 250>].[<id mod 251>].1',
      'x-visitor-id': 'bench-visitor-0000000000-[<id>]',
    },
    // Games 10 to 1999 of the 2,000 generated ones.
    body: '{"gameId":"1[<id mod 1000>]"}',
    unique: true,
  };
}

export interface ViewsBench {
  cases: Record<string, LoadResult>;
  goals: { goal: string; value: number; target: string; met: boolean }[];
}

/**
 * Issue 32's goals for counting views on SQLite, the server on one core: views recorded per second
 * at saturation, p99 at 500 views/s, and the cached game page's requests/s while views arrive at
 * 200/s against the same page alone.
 */
export async function benchCommunityViews(): Promise<ViewsBench> {
  const server = await startBenchServer({ env: { GATEWAY_KEY: gatewayKey } });
  try {
    pinLoadGenerator(1);
    const view = newVisitorView(server.url);
    const page: Target = {
      url: `${server.url}${cachedGamePage}`,
      headers: browserPage,
    };
    await load({ ...page, durationSeconds: 2 });
    const saturated = await load({ ...view, numbered: true });
    const steady = await steadyLoad(view, 500, durationSeconds);
    const alone = await load(page);
    const [beside] = await Promise.all([load(page), steadyLoad(view, 200, durationSeconds + 1)]);
    const cases: Record<string, LoadResult> = {
      'views at saturation (new visitors)': saturated,
      'views at 500/s': steady,
      'cached game page alone': alone,
      'cached game page beside 200 views/s': beside,
    };
    const share = alone.requestsPerSecond > 0 ? beside.requestsPerSecond / alone.requestsPerSecond : 0;
    return {
      cases,
      goals: [
        {
          goal: 'views/s at saturation',
          value: saturated.requestsPerSecond,
          target: '≥ 2000',
          met: saturated.requestsPerSecond >= 2000,
        },
        { goal: 'p99 ms at 500 views/s', value: steady.p99, target: '< 20', met: steady.p99 < 20 },
        {
          goal: 'cached page req/s beside 200 views/s, share of alone',
          value: Number(share.toFixed(3)),
          target: '≥ 0.85',
          met: share >= 0.85,
        },
      ],
    };
  } finally {
    server.stop();
  }
}
