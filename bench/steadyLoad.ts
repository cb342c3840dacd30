import { Agent, request } from 'node:http';

import type { LoadResult } from './load.ts';
import type { Target } from './loadGenerator.ts';
import { percentile } from './percentile.ts';
import { headersWithId, reserveIds, withId } from './uniqueIds.ts';

/** An answer slower than this counts as an error. */
const answerTimeoutMs = 10_000;
/**
 * Sent at the rate before the measured part: the server may still be working off what an earlier
 * case at saturation left queued when its load generator stopped.
 */
const warmupSeconds = 2;

/**
 * `perSecond` requests a second for `seconds`, evenly spaced and sent whatever the answers do (an
 * open loop): a slow answer delays no other request, so the latencies are the server's at that
 * rate. autocannon's own rate limit sends each second's share back to back and then waits, which
 * measures bursts at saturation instead. The measured part follows a warm-up at the same rate.
 */
export async function steadyLoad(target: Target, perSecond: number, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const warmup = Math.round(perSecond * warmupSeconds);
  const total = warmup + Math.round(perSecond * seconds);
  const firstId = reserveIds(total);
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  let measuredFrom = started;

  await new Promise<void>((resolve) => {
    let settled = 0;
    const settle = (index: number, ms: number | undefined) => {
      if (index >= warmup) {
        if (ms === undefined) errors += 1;
        else times.push(ms);
      }
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (index: number) => {
      const id = firstId + index;
      if (index === warmup) measuredFrom = performance.now();
      const numbered = (text: string) => (target.unique ? withId(text, id) : text);
      const body = target.body === undefined ? undefined : numbered(target.body);
      const sentAt = performance.now();
      const req = request(
        numbered(decodeURI(target.url)),
        {
          method: target.method ?? 'GET',
          headers: {
            ...(target.unique ? headersWithId(target.headers, id) : target.headers),
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          },
          agent,
          timeout: answerTimeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            settle(index, (res.statusCode ?? 500) < 400 ? performance.now() - sentAt : undefined),
          );
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => settle(index, undefined));
      req.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((total - warmup) / ((performance.now() - measuredFrom) / 1000)),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p95: Number(percentile(sorted, 95).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    errors,
  };
}
