import autocannon from 'autocannon';

import { percentile } from './percentile.ts';

export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** One autocannon run of 50 connections; percentiles from every response's own time. */
export function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  durationSeconds?: number;
  /** Replaces `[<id>]` in the address and body by a value unique to each request. */
  idReplacement?: boolean;
}): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: 50, duration: options.durationSeconds ?? durationSeconds, ...options },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50: Math.round(percentile(sorted, 50)),
          p95: Math.round(percentile(sorted, 95)),
          p99: Math.round(percentile(sorted, 99)),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
}
