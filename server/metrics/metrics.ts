import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { GraphqlObserver } from '../graphql/observer.ts';
import type { PoolStats } from '../rest/db/postgresPool.ts';
import { boundedLabel } from './boundedLabel.ts';

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const breakerLevels = { closed: 0, 'half-open': 0.5, open: 1 } as const;

/**
 * The process's metrics in Prometheus' format, on a registry of its own: HTTP requests by route
 * and status, GraphQL operations by name, calls to the REST service, the circuit breaker, cache
 * lookups, the database pool, and Node's own (memory, event loop, GC).
 */
export function createMetrics(options: { poolStats?: () => PoolStats } = {}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'gamevault_' });

  const httpRequests = new Counter({
    name: 'gamevault_http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const httpDuration = new Histogram({
    name: 'gamevault_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route and method',
    labelNames: ['route', 'method'],
    buckets: latencyBuckets,
    registers,
  });
  const operations = new Counter({
    name: 'gamevault_graphql_operations_total',
    help: 'GraphQL operations, by name, kind and outcome',
    labelNames: ['operation', 'kind', 'outcome'],
    registers,
  });
  const operationDuration = new Histogram({
    name: 'gamevault_graphql_operation_duration_seconds',
    help: 'GraphQL operation time, by name',
    labelNames: ['operation'],
    buckets: latencyBuckets,
    registers,
  });
  const operationErrors = new Counter({
    name: 'gamevault_graphql_errors_total',
    help: 'Errors in GraphQL answers, by operation and code',
    labelNames: ['operation', 'code'],
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'gamevault_upstream_calls_total',
    help: 'Calls to the REST service, by endpoint and outcome',
    labelNames: ['endpoint', 'outcome'],
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'gamevault_upstream_call_duration_seconds',
    help: 'Time of calls to the REST service, by endpoint',
    labelNames: ['endpoint'],
    buckets: latencyBuckets,
    registers,
  });
  const upstreamRetries = new Counter({
    name: 'gamevault_upstream_retries_total',
    help: 'Calls to the REST service retried after its hourly connection limit',
    labelNames: ['endpoint'],
    registers,
  });
  const breaker = new Gauge({
    name: 'gamevault_upstream_circuit_state',
    help: 'The circuit breaker before the REST service: 0 closed, 0.5 half-open, 1 open',
    registers,
  });
  breaker.set(0);
  const cacheLookups = new Counter({
    name: 'gamevault_cache_lookups_total',
    help: 'Cache lookups, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers,
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'gamevault_db_pool_connections',
      help: 'Database pool connections, by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // Names come from clients: past a bound, new ones are counted together.
  const operationName = boundedLabel(100);
  const graphql: GraphqlObserver = {
    operation(name, kind, seconds, errorCodes) {
      const label = operationName(name);
      operations.inc({ operation: label, kind, outcome: errorCodes.length > 0 ? 'error' : 'ok' });
      operationDuration.observe({ operation: label }, seconds);
      for (const code of errorCodes) operationErrors.inc({ operation: label, code });
    },
    upstreamCall(endpoint, outcome, seconds) {
      upstreamCalls.inc({ endpoint, outcome });
      upstreamDuration.observe({ endpoint }, seconds);
    },
    upstreamRetry: (endpoint) => upstreamRetries.inc({ endpoint }),
    breakerState: (state) => breaker.set(breakerLevels[state]),
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };

  return {
    registry,
    graphql,
    request(route: string, method: string, status: number, seconds: number): void {
      httpRequests.inc({ route, method, status: String(status) });
      httpDuration.observe({ route, method }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
