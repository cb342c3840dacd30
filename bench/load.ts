import autocannon from 'autocannon';

export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run of 50 connections. */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: durationSeconds, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
