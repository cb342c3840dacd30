import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Logger } from 'pino';

import type { App } from './app.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { withStartupLock } from './rest/db/advisoryLocks.ts';
import type { Db } from './rest/db/connection.ts';
import { openDatabase } from './rest/db/connection.ts';
import { migrateToLatest } from './rest/db/migrate.ts';
import { bootstrapAdmin } from './rest/db/seed/bootstrapAdmin.ts';
import type { HttpServer } from './transport/httpServer.ts';
import { createHttpServer } from './transport/httpServer.ts';

export interface RunningServer {
  url: string;
  app: App;
  db: Db;
  server: Server;
  /**
   * Stops gracefully. For `graceMs` it answers 503 on `/readyz` but goes on serving, each answer
   * with `Connection: close`, so that a balancer stops sending before the port closes; then no new
   * connections, requests in flight answered within `timeoutMs` (the configured shutdown timeout
   * unless given), and GraphQL and the database stop. `drained` is false when connections had to
   * be cut at the deadline.
   */
  close(timeoutMs?: number, graceMs?: number): Promise<{ drained: boolean }>;
}

async function listen(http: HttpServer, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    http.server.once('error', reject);
    http.server.listen(port, host, resolve);
  });
  return (http.server.address() as AddressInfo).port;
}

/** Opens and migrates the database, prepares accounts and demo data, and listens. */
export async function startServer(
  config: Config,
  log: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  let restUrl = '';
  const app = await createApp(config, db, log, () => restUrl);
  await withStartupLock(db, async () => {
    await bootstrapAdmin(config, app.rest.users, log);
    if (config.seedDemo) {
      // Loaded only when needed: the demo data and its artwork renderer are large.
      const { seedDemo } = await import('./rest/db/seed/seedDemo.ts');
      await seedDemo(app.rest, log, { accounts: config.seedDemoAccounts });
    }
  });

  const { handler } = app;
  const publicHttp = createHttpServer(handler, config.requestDeadlines);
  // The GraphQL layer reaches this process's REST service through a loopback listener of its own,
  // which stays open while the public one drains: GraphQL requests in flight can still finish.
  const internalHttp = config.upstreamUrl ? undefined : createHttpServer(handler, config.requestDeadlines);
  const port = await listen(publicHttp, config.port, config.host);
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const publicUrl = `http://${host}:${port}`;
  restUrl = internalHttp ? `http://127.0.0.1:${await listen(internalHttp, 0, '127.0.0.1')}` : publicUrl;
  return {
    url: publicUrl,
    app,
    db,
    server: publicHttp.server,
    async close(timeoutMs = config.shutdownTimeoutMs, graceMs = 0) {
      app.markStopping();
      if (graceMs > 0) {
        publicHttp.endKeepAlive();
        await new Promise((resolve) => setTimeout(resolve, graceMs));
      }
      const deadline = performance.now() + timeoutMs;
      const publicDrained = await publicHttp.drain(timeoutMs);
      const internalDrained = (await internalHttp?.drain(Math.max(0, deadline - performance.now()))) ?? true;
      await app.stop();
      await db.close();
      return { drained: publicDrained && internalDrained };
    },
  };
}
