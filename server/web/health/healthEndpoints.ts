import type { Request, Response } from 'express';
import { Router } from 'express';
import { sql } from 'kysely';

import type { Db } from '../../rest/db/connection.ts';

/** A dependency that answers or throws; readiness asks each one with a deadline. */
export type ReadinessCheck = () => Promise<unknown>;

export interface HealthOptions {
  db: Db;
  /** More dependencies by name (Redis when configured). */
  checks?: Record<string, ReadinessCheck>;
  /** True once shutdown began: a load balancer should stop sending new requests. */
  stopping: () => boolean;
  timeoutMs?: number;
}

function withDeadline(check: ReadinessCheck, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

export const healthPaths: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

function noStore(res: Response) {
  res.set('Cache-Control', 'no-store');
}

/**
 * `GET /healthz`: the process is alive, its event loop turns and it takes new requests (503 once
 * shutdown began, so that a balancer probing it stops sending during the grace). `GET /readyz`:
 * also every dependency answers within the deadline; 503 otherwise, naming what failed.
 */
export function healthEndpoints({ db, checks = {}, stopping, timeoutMs = 2000 }: HealthOptions): Router {
  const router = Router();
  const all: Record<string, ReadinessCheck> = {
    database: () => sql`select 1`.execute(db.kysely),
    ...checks,
  };

  /** Answers 503 once shutdown began; true when it did. */
  const refusedWhileStopping = (res: Response) => {
    noStore(res);
    if (stopping()) res.status(503).json({ status: 'stopping' });
    return stopping();
  };

  router.get('/healthz', (_req: Request, res: Response) => {
    if (refusedWhileStopping(res)) return;
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req: Request, res: Response) => {
    if (refusedWhileStopping(res)) return;
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(all).map(async ([name, check]) => {
          const answered = await withDeadline(check, timeoutMs).then(
            () => true,
            () => false,
          );
          return [name, answered ? 'ok' : 'failed'] as const;
        }),
      ),
    );
    const ready = Object.values(results).every((result) => result === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks: results });
  });

  return router;
}
