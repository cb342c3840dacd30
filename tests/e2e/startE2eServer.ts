import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { e2eAdmin } from './support/e2eAdmin.ts';

// The real entry point on a fresh data directory: demo catalogue, built client, production mode.
const port = process.argv[2] ?? '4173';
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gv-e2e-')),
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  LOG_LEVEL: 'warn',
});
await import('../../server/index.ts');
