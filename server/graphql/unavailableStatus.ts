import type { ApolloServerPlugin } from '@apollo/server';

const hasData = (data: Record<string, unknown> | null | undefined) =>
  data != null && Object.values(data).some((value) => value !== null);

/**
 * An operation that got no data at all because the REST service is unavailable answers HTTP 503
 * with `Retry-After` (the longest any of its errors asks for), so that clients and proxies back off.
 * An answer with partial data stays 200: the fields that did resolve are worth showing.
 */
export const unavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (hasData(data)) return;
        const waits = (errors ?? [])
          .filter((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE')
          .map((error) => Number(error.extensions?.retryAfter) || 1);
        if (waits.length === 0) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(Math.max(...waits)));
      },
    };
  },
};
