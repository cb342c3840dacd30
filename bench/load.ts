import autocannon from 'autocannon';

import { percentile } from './percentile.ts';
import { headersWithId, reserveIds, withId } from './uniqueIds.ts';

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
  /** Numbers the requests, `[<id>]` and `[<id mod N>]` in the path, headers and body (`withId`, `reserveIds`). */
  numbered?: boolean;
}): Promise<LoadResult> {
  const times: number[] = [];
  const { numbered, ...request } = options;
  const firstId = reserveIds(0);
  let sent = 0;
  // As given, not as autocannon would encode it: `[<id>]` must survive to be replaced.
  const path = options.url.slice(new URL(options.url).origin.length);
  const numberedRequest: autocannon.Request = {
    setupRequest: (req) => {
      const id = firstId + sent++;
      const body = typeof req.body === 'string' ? withId(req.body, id) : req.body;
      return { ...req, path: withId(path, id), headers: headersWithId(options.headers, id), body };
    },
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: 50,
        duration: options.durationSeconds ?? durationSeconds,
        ...request,
        ...(numbered ? { requests: [numberedRequest] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        reserveIds(sent);
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
