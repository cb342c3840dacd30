import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Logger } from 'pino';

import type { Config, Limits } from '../../server/config.ts';
import { defaultLimits, loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import type { RunningServer } from '../../server/startServer.ts';
import { startServer } from '../../server/startServer.ts';
import type { DatabaseKind } from './databases.ts';
import { createPostgresDatabase } from './databases.ts';
import type { HttpClient } from './http.ts';
import { httpClient } from './http.ts';

export const adminCredentials = { email: 'admin@test.example', password: 'Admin-Pass-91x' };
export const moderatorCredentials = { email: 'mod@test.example', password: 'Moder-Pass-82y' };
export const userCredentials = { email: 'user@test.example', password: 'Player-Pass-73z' };

/** Limits loose enough that suites are not throttled, unless a suite asks for the real ones. */
export const relaxedLimits: Limits = {
  ...defaultLimits,
  loginFailuresPerAccountAndIp: 1000,
  loginFailuresPerAccountPerHour: 1000,
  authAttemptsPerIpPerMinute: 10_000,
  submissionsPerIpPerHour: 10_000,
  passwordChangesPerUserPerHour: 10_000,
  passwordChangesPerIpPerHour: 10_000,
  emailChangesPerUserPerHour: 10_000,
  emailChangesPerIpPerHour: 10_000,
  passwordResetsPerEmailPerHour: 10_000,
  passwordResetsPerIpPerHour: 10_000,
  passwordResetAttemptsPerIpPerHour: 10_000,
  passwordWritesPerAdminPerHour: 10_000,
  hashingQueueLength: 10_000,
  hashingAnonymousQueueLength: 10_000,
  anonymousHashingPerMinute: 100_000,
  verificationMailsPerUserPerHour: 10_000,
  verificationMailsPerIpPerHour: 10_000,
  commentWritesPerTenMinutes: 10_000,
  commentLikesPerTenMinutes: 10_000,
  reportsPerHour: 10_000,
  starsAndSharesPerTenMinutes: 10_000,
  ratingsPerTenMinutes: 10_000,
  viewsPerIpPerTenMinutes: 100_000,
  downloadsPerIpPerTenMinutes: 100_000,
};

export interface ServiceOptions {
  limits?: Partial<Limits>;
  env?: Record<string, string>;
  /** A chain of configs may share one data directory and database (restart tests). */
  reuse?: { dataDir: string; databaseUrl: string };
  /** Where the server logs go; silent unless given. */
  log?: Logger;
}

export interface TestService {
  kind: DatabaseKind;
  url: string;
  config: Config;
  running: RunningServer;
  request: HttpClient;
  tokens: { admin: string; moderator: string; user: string };
  login(credentials: { email: string; password: string }): Promise<string>;
  /** Stops the server and starts it again on the same data. */
  restart(): Promise<TestService>;
  /** Stops the server; `keepData` leaves the database and files for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function prepareStorage(kind: DatabaseKind, dataDir: string) {
  if (kind === 'sqlite') {
    return { databaseUrl: `sqlite:${path.join(dataDir, 'test.sqlite')}`, drop: async () => undefined };
  }
  const database = await createPostgresDatabase();
  return { databaseUrl: database.url, drop: database.drop };
}

/** Starts the real server (REST service and all) on a free port with its own empty database. */
export async function startTestService(
  kind: DatabaseKind,
  options: ServiceOptions = {},
): Promise<TestService> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'gv-test-'));
  const storage = options.reuse
    ? { databaseUrl: options.reuse.databaseUrl, drop: async () => undefined }
    : await prepareStorage(kind, dataDir);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: storage.databaseUrl,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      // Suites send requests faster than any visitor; the rate-limit suite sets its own figures.
      GRAPHQL_RATE_PER_SECOND: '0',
      ...options.env,
    }),
    seedDemo: false,
    limits: { ...relaxedLimits, ...options.limits },
  };
  const running = await startServer(
    config,
    options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  );
  const request = httpClient(running.url);

  async function login(credentials: { email: string; password: string }): Promise<string> {
    const answer = await request('POST', '/api/auth.php?action=login', { json: credentials });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
    return answer.body.token as string;
  }

  const admin = await login(adminCredentials);
  for (const [credentials, role] of [
    [moderatorCredentials, 'moderator'],
    [userCredentials, 'user'],
  ] as const) {
    await request('POST', '/api/users.php', { token: admin, json: { ...credentials, role } });
  }
  const tokens = { admin, moderator: await login(moderatorCredentials), user: await login(userCredentials) };

  const service: TestService = {
    kind,
    url: running.url,
    config,
    running,
    request,
    tokens,
    login,
    async restart() {
      await service.stop({ keepData: true });
      return startTestService(kind, { ...options, reuse: { dataDir, databaseUrl: storage.databaseUrl } });
    },
    async stop(stopOptions = {}) {
      await running.close();
      if (stopOptions.keepData) return;
      await storage.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return service;
}
