import { startBenchServer } from './benchServer.ts';
import type { LoadResult } from './load.ts';
import { durationSeconds } from './load.ts';
import { percentile } from './percentile.ts';
import { pinLoadGenerator } from './processes.ts';
import { steadyLoad } from './steadyLoad.ts';

const gatewayKey = 'bench-gateway-key-0123456789abcdefghijklmnop';
const pageQuery = `query GameListPage100 { games(limit: 100, sort: NEWEST) { totalCount nodes { id slug
  title category imageUrl views size rating genres { value label } } } }`;

interface AbusiveRequest {
  path: string;
  body: string;
  headers?: Record<string, string>;
}

/** Queries past each GraphQL limit (depth, aliases, tokens) and a multipart body without a preflight. */
const abusiveRequests: AbusiveRequest[] = [
  {
    path: '/graphql',
    body: JSON.stringify({ query: `{ ${'games { nodes { genres { '.repeat(3)}value${' } } }'.repeat(3)} }` }),
  },
  {
    path: '/graphql',
    body: JSON.stringify({
      query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: genres { value }`).join(' ')} }`,
    }),
  },
  { path: '/graphql', body: JSON.stringify({ query: `{ ${'genres { value } '.repeat(400)} }` }) },
  {
    path: '/graphql',
    body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
];

export interface AbuseResult {
  /** The games page alone, then with the floods running beside it. */
  quiet: LoadResult;
  underAttack: LoadResult;
  loginAnswers: Record<string, number>;
  abuseAnswers: Record<string, number>;
  /** How long a refusal took: the 95th percentile and the slowest. */
  abuseP95Ms: number;
  slowestAbuseMs: number;
}

/** Fires `perSecond` requests for the whole run and counts the answers by status. */
function flood(
  perSecond: number,
  next: () => { url: string; init: RequestInit },
  onAnswer: (status: number, ms: number) => void,
) {
  const timer = setInterval(() => {
    const { url, init } = next();
    const started = performance.now();
    fetch(url, init)
      .then(async (response) => {
        await response.arrayBuffer();
        onAnswer(response.status, performance.now() - started);
      })
      .catch(() => onAnswer(0, performance.now() - started));
  }, 1000 / perSecond);
  return () => clearInterval(timer);
}

const count = (tally: Record<string, number>, status: number) => {
  tally[status] = (tally[status] ?? 0) + 1;
};

/**
 * SECURITY-BASELINE L3 and L5: the 100-game page at a steady 100 requests/s, alone and then beside a
 * flood of wrong passwords (50/s from 5 addresses) and of requests past the GraphQL limits (20/s).
 */
export async function benchAbuseLoad(): Promise<AbuseResult> {
  const server = await startBenchServer({ env: { GATEWAY_KEY: gatewayKey } });
  pinLoadGenerator(1);
  const page = {
    url: `${server.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: pageQuery }),
  };
  const pageRate = 100;
  try {
    await fetch(page.url, page);
    const quiet = await steadyLoad(page, pageRate, durationSeconds);
    const loginAnswers: Record<string, number> = {};
    const abuseAnswers: Record<string, number> = {};
    const abuseTimes: number[] = [];
    let turn = 0;
    const stopLogins = flood(
      50,
      () => ({
        url: `${server.url}/api/auth.php?action=login`,
        init: {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-gateway-key': gatewayKey,
            'x-forwarded-for': `203.0.113.${(turn += 1) % 5}`,
          },
          body: JSON.stringify({ email: 'bench@example.com', password: `Wrong-Guess-${turn}` }),
        },
      }),
      (status) => count(loginAnswers, status),
    );
    const stopAbuse = flood(
      20,
      () => {
        const request = abusiveRequests[(turn += 1) % abusiveRequests.length] as AbusiveRequest;
        return {
          url: server.url + request.path,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...request.headers },
            body: request.body,
          },
        };
      },
      (status, ms) => {
        count(abuseAnswers, status);
        abuseTimes.push(ms);
      },
    );
    const underAttack = await steadyLoad(page, pageRate, durationSeconds);
    stopLogins();
    stopAbuse();
    const sorted = abuseTimes.sort((a, b) => a - b);
    return {
      quiet,
      underAttack,
      loginAnswers,
      abuseAnswers,
      abuseP95Ms: Math.round(percentile(sorted, 95)),
      slowestAbuseMs: Math.round(sorted.at(-1) ?? 0),
    };
  } finally {
    server.stop();
  }
}
