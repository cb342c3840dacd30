import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real entry point on a fresh data directory: demo catalogue, built client, production mode.
const port = process.argv[2] ?? '4173';
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gv-e2e-')),
  ADMIN_EMAIL: 'admin@e2e.example',
  ADMIN_PASSWORD: 'E2e-Admin-Pass-5',
  LOG_LEVEL: 'warn',
});
await import('../../server/index.ts');
