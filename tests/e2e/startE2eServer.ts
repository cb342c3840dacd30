import { mkdirSync, rmSync } from 'node:fs';

import { e2eAdmin } from './support/e2eAdmin.ts';
import { e2eDataDir } from './support/e2eDataDir.ts';

// The real entry point on a fresh data directory: demo catalogue, built client, production mode.
const port = process.argv[2] ?? '4173';
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  LOG_LEVEL: 'warn',
  // The browser tests load hundreds of pages from one address; the budget has suites of its own.
  PAGE_RENDERS_PER_MINUTE: '0',
  // Counts reach the pages within seconds, so that a test of them need not wait a minute.
  COUNTS_FLUSH_SECONDS: '2',
  CATALOG_REFRESH_SECONDS: '3',
  // Mail goes to the outbox in the data directory, where the tests read it.
  SMTP_URL: '',
});
await import('../../server/index.ts');
