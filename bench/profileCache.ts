import { startBenchServer } from './benchServer.ts';
import { post, queries } from './graphqlQueries.ts';
import type { LoadResult } from './load.ts';
import { load } from './load.ts';
import { pinLoadGenerator } from './processes.ts';

async function registerVisitor(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth.php?action=register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-visitor@example.com', password: 'Visitor-Pass-3141' }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`registration answered ${answer.status}`);
  return token;
}

/**
 * The games page for a signed-in visitor, with the per-token profile cache off and on: without it,
 * every request first asks the REST service who the token belongs to.
 */
export async function benchProfileCache(): Promise<Record<string, LoadResult>> {
  const results: Record<string, LoadResult> = {};
  const cases = {
    'signed in, no profile cache (PROFILE_CACHE_MS=0)': '0',
    'signed in, profile cache (5 s)': '5000',
  };
  for (const [name, profileCacheMs] of Object.entries(cases)) {
    const server = await startBenchServer({ env: { PROFILE_CACHE_MS: profileCacheMs } });
    try {
      const token = await registerVisitor(server.url);
      const request = post(`${server.url}/graphql`, queries['games page (50)']);
      pinLoadGenerator(1);
      results[name] = await load({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      });
    } finally {
      server.stop();
    }
  }
  return results;
}
