import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';
import { parse } from 'yaml';

import { allSettings, settings } from '../../server/config/settings.ts';

interface ComposeService {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  configs?: { source: string; target: string }[];
  stop_grace_period?: string;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  configs: Record<string, { content: string }>;
}

// `parse` resolves the `<<: *app` merge keys, as Compose does.
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as ComposeFile;
const apps = ['app-1', 'app-2'] as const;
const service = (name: string): ComposeService => compose.services[name] ?? {};

describe('docker-compose.yml', () => {
  test('runs two app instances behind Caddy, with PostgreSQL, Redis and an S3-compatible store', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app-1', 'app-2', 'db', 'proxy', 'redis', 'store']);
    expect(service('proxy').image).toMatch(/^caddy:/);
    expect(service('db').image).toMatch(/^postgres:/);
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('store').image).toMatch(/^minio\/minio/);
    for (const app of apps) expect(service(app).build).toBe('.');
  });

  test('only the proxy is published, and it balances over both instances with a health check', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(service('proxy').ports).toEqual(['3000:80']);
    const [mounted] = service('proxy').configs ?? [];
    expect(mounted?.target).toBe('/etc/caddy/Caddyfile');
    const caddyfile = compose.configs[mounted?.source ?? '']?.content ?? '';
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/healthz/);
    // Within the instances' shutdown grace (5 s), during which /healthz answers 503.
    expect(caddyfile).toMatch(/health_interval [1-4]s/);
  });

  test('every service has a health check, and each waits for what it needs to be healthy', () => {
    const unchecked = Object.entries(compose.services).filter(([, s]) => !s.healthcheck?.test.length);
    expect(unchecked.map(([name]) => name)).toEqual([]);
    for (const app of apps) {
      expect(service(app).healthcheck?.test.join(' ')).toContain('/readyz');
      expect(service(app).depends_on).toEqual({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        store: { condition: 'service_healthy' },
      });
    }
    expect(service('proxy').depends_on).toEqual({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  test('both instances read only known variables and share the database, Redis, bucket and secrets', () => {
    const [first, second] = apps.map((app) => service(app).environment ?? {});
    expect(first).toEqual(second);
    const environment = first ?? {};
    for (const name of Object.keys(environment)) expect(Object.keys(allSettings)).toContain(name);
    expect(environment.PORT).toBe('3000');
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(environment.S3_ENDPOINT).toBe('http://store:9000');
    expect(environment.S3_BUCKET).toMatch(/^[a-z0-9.-]{3,63}$/);
    expect(environment.S3_ACCESS_KEY_ID).toBe(service('store').environment?.MINIO_ROOT_USER);
    expect(environment.S3_SECRET_ACCESS_KEY).toBe(service('store').environment?.MINIO_ROOT_PASSWORD);
    // Required from whoever starts it: no secret is written into the file.
    expect(environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(environment.GATEWAY_KEY).toMatch(/^\$\{GATEWAY_KEY:\?.+\}$/);
    expect(environment.TRUST_PROXY).toBe('1');
  });

  test('each instance keeps its own data directory', () => {
    const volumes = apps.map((app) => service(app).volumes ?? []);
    expect(volumes[0]).toEqual(['app-1-data:/data']);
    expect(volumes[1]).toEqual(['app-2-data:/data']);
  });
});

describe('the container image', () => {
  test('seeds no demo data: neither in the image nor through docker-compose', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^ENV .*\bSEED_DEMO=false\b/m);
    expect(dockerfile).not.toContain('SEED_DEMO_ACCOUNTS');
    for (const app of apps) {
      expect(service(app).environment?.SEED_DEMO).toBe('false');
      expect(service(app).environment?.SEED_DEMO_ACCOUNTS).toBeUndefined();
    }
  });

  test("each instance is given the time of SIGTERM's grace and drain before Docker kills it", () => {
    const defaultMs = (name: 'SHUTDOWN_GRACE_MS' | 'SHUTDOWN_TIMEOUT_MS') =>
      Number(settings[name].default.replaceAll('`', ''));
    const needed = defaultMs('SHUTDOWN_GRACE_MS') + defaultMs('SHUTDOWN_TIMEOUT_MS');
    for (const app of apps) {
      const given = /^(\d+)s$/.exec(service(app).stop_grace_period ?? '')?.[1];
      expect(Number(given) * 1000).toBeGreaterThan(needed);
    }
  });
});
