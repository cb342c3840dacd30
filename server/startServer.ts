import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { App } from './app.ts';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './rest/db/connection.ts';
import type { Db } from './rest/db/connection.ts';
import { migrateToLatest } from './rest/db/migrate.ts';
import { bootstrapAdmin } from './rest/db/seed/bootstrapAdmin.ts';

export interface RunningServer {
  url: string;
  app: App;
  db: Db;
  server: Server;
  close(): Promise<void>;
}

/** Opens and migrates the database, prepares accounts and demo data, and listens. */
export async function startServer(
  config: Config,
  log: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  let url = '';
  const app = await createApp(config, db, log, () => url);
  await bootstrapAdmin(config, app.rest.users, log);
  if (config.seedDemo) {
    // Loaded only when needed: the demo data and its artwork renderer are large.
    const { seedDemo } = await import('./rest/db/seed/seedDemo.ts');
    await seedDemo(app.rest, log, { accounts: config.seedDemoAccounts });
  }

  const server = createServer({ keepAliveTimeout: 65_000 }, app.express);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  url = `http://${host}:${port}`;
  return {
    url,
    app,
    db,
    server,
    async close() {
      // Stop taking connections, let requests in flight finish, then stop GraphQL and the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await app.stop();
      await db.close();
    },
  };
}
