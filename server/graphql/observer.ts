/** How a call to the REST service ended, as the metrics count it. */
export type UpstreamOutcome = 'ok' | 'refused' | 'server_error' | 'down' | 'rate_limited';

/**
 * What the GraphQL layer reports about its work (operations, REST calls, its caches), for
 * whoever counts it; the layer itself knows nothing of the metrics format.
 */
export interface GraphqlObserver {
  operation(name: string | undefined, kind: string, seconds: number, errorCodes: string[]): void;
  upstreamCall(endpoint: string, outcome: UpstreamOutcome, seconds: number): void;
  upstreamRetry(endpoint: string): void;
  breakerState(state: 'closed' | 'open' | 'half-open'): void;
  cacheLookup(cache: 'catalog' | 'profile' | 'response' | 'page' | 'sitemap', hit: boolean): void;
}

const ignore = () => undefined;

/** Reports to no one (tests and tools that build the layer without metrics). */
export const quietObserver: GraphqlObserver = {
  operation: ignore,
  upstreamCall: ignore,
  upstreamRetry: ignore,
  breakerState: ignore,
  cacheLookup: ignore,
};
