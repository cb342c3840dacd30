import type { FaultServer } from './faultServer.ts';
import { startFaultServer } from './faultServer.ts';
import type { ServiceOptions, TestService } from './service.ts';
import { startTestService } from './service.ts';

export interface ForeignCatalogue {
  service: TestService;
  upstream: FaultServer;
  stop(): Promise<void>;
}

/**
 * The server in front of a foreign REST service (`UPSTREAM_URL`) whose game list is `games`, as
 * given: a host whose data our own REST service never checked. Other addresses answer 404, as a
 * host with only the SPEC 7 endpoints answers `community.php`, `comments.php` or `reports.php`.
 */
export async function startOnForeignCatalogue(
  games: readonly object[],
  options: Pick<ServiceOptions, 'log'> = {},
): Promise<ForeignCatalogue> {
  const list = JSON.stringify(games);
  const upstream = await startFaultServer({
    respond: ({ url }) => {
      if (!url.startsWith('/games.php')) return { status: 404, body: { error: 'Not found' } };
      return url.includes('options=true')
        ? { body: { genres: [], tags: [], platforms: [], languages: [] } }
        : { raw: list, headers: { 'content-type': 'application/json' } };
    },
  });
  const service = await startTestService('sqlite', { env: { UPSTREAM_URL: upstream.url }, log: options.log });
  return {
    service,
    upstream,
    async stop() {
      await service.stop();
      await upstream.close();
    },
  };
}
