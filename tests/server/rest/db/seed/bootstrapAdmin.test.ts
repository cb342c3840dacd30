import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';

import { loadConfig } from '../../../../../server/config.ts';
import { createLogger } from '../../../../../server/logger.ts';
import { seedDemoAccounts } from '../../../../../server/rest/db/seed/seedDemo.ts';
import type { RunningServer } from '../../../../../server/startServer.ts';
import { startServer } from '../../../../../server/startServer.ts';
import { httpClient } from '../../../../support/http.ts';
import { startTestService } from '../../../../support/service.ts';

const printedPassword = /with the password: (\S+)/;

/** The first start of a server on a fresh SQLite database with these settings. */
async function freshServer(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }),
    seedDemo: false,
  };
  return startServer(config, createLogger('silent'));
}

describe('first admin and demo accounts', () => {
  let printed: string[];
  let dataDir: string;
  beforeEach(() => {
    printed = [];
    dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bootstrap-'));
    jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
      printed.push(parts.join(' '));
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('without ADMIN_PASSWORD the generated admin password is printed once and works', async () => {
    const first = await freshServer({}, dataDir);
    const password = printedPassword.exec(printed.join('\n'))?.[1];
    expect(password).toBeDefined();
    const login = await httpClient(first.url)('POST', '/api/auth.php?action=login', {
      json: { email: 'admin@example.com', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    await first.close();

    printed = [];
    const second = await freshServer({}, dataDir);
    expect(printed.join('\n')).not.toMatch(printedPassword);
    await second.close();
  });

  test('with ADMIN_PASSWORD nothing is printed, also when ADMIN_EMAIL is left out', async () => {
    const running = await freshServer({ ADMIN_PASSWORD: 'Chosen-Admin-Pass-55' }, dataDir);
    expect(printed.join('\n')).not.toMatch(/password/i);
    const login = await httpClient(running.url)('POST', '/api/auth.php?action=login', {
      json: { email: 'admin@example.com', password: 'Chosen-Admin-Pass-55' },
    });
    expect(login.status).toBe(200);
    const users = await httpClient(running.url)('GET', '/api/users.php', { token: login.body.token });
    expect(users.body.users).toHaveLength(1);
    await running.close();
  });

  test('demo accounts are created only when asked for, with passwords printed once', async () => {
    const service = await startTestService('sqlite');
    try {
      const before = await service.request('GET', '/api/users.php', { token: service.tokens.admin });
      await seedDemoAccounts(service.running.app.rest, new Date().toISOString());
      const after = await service.request('GET', '/api/users.php', { token: service.tokens.admin });
      const added = after.body.users.length - before.body.users.length;
      expect(added).toBe(3);
      const lines = printed
        .join('\n')
        .split('\n')
        .filter((line) => /\((moderator|user)\): \S+/.test(line));
      expect(lines).toHaveLength(3);
      printed = [];
      await seedDemoAccounts(service.running.app.rest, new Date().toISOString());
      expect(printed).toEqual([]);
    } finally {
      await service.stop();
    }
  });
});
