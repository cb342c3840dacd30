import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';
import { parse } from 'yaml';

import { environmentVariables } from '../../server/config.ts';

interface ComposeFile {
  services: Record<string, { environment?: Record<string, string>; ports?: string[]; image?: string }>;
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as ComposeFile;

  test('runs the app next to PostgreSQL', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    expect(compose.services.db?.image).toMatch(/^postgres:/);
    expect(compose.services.app?.ports).toContain('3000:3000');
  });

  test('sets only variables the server reads, and points the database at the db service', () => {
    const environment = compose.services.app?.environment ?? {};
    for (const name of Object.keys(environment)) expect(Object.keys(environmentVariables)).toContain(name);
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    expect(environment.PORT).toBe('3000');
  });
});

describe('the container image', () => {
  test('seeds no demo data: neither in the image nor through docker-compose', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^ENV .*\bSEED_DEMO=false\b/m);
    expect(dockerfile).not.toContain('SEED_DEMO_ACCOUNTS');
    const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as ComposeFile;
    expect(compose.services.app?.environment?.SEED_DEMO).toBe('false');
    expect(compose.services.app?.environment?.SEED_DEMO_ACCOUNTS).toBeUndefined();
  });
});
