import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, test } from '@jest/globals';

import { ConfigError, loadConfig } from '../../server/config.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'gv-config-'));

describe('configuration', () => {
  test('defaults: port 3000, SQLite in the data directory, the REST service on this server', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(dataDir, 'gamevault.sqlite')}`);
    expect(config.upstreamUrl).toBe('');
    expect(config.uploadDir).toBe(path.join(dataDir, 'uploads'));
    expect(config.trustProxy).toBe(false);
  });

  test('public counts lag the events by at most a minute by default, and each interval is settable', () => {
    const defaults = loadConfig({ DATA_DIR: freshDir() });
    expect(defaults.countsFlushSeconds).toBe(10);
    expect(defaults.catalogRefreshSeconds).toBe(30);
    expect(defaults.countsFlushSeconds + defaults.catalogRefreshSeconds).toBeLessThanOrEqual(60);
    const quick = loadConfig({
      DATA_DIR: freshDir(),
      COUNTS_FLUSH_SECONDS: '2',
      CATALOG_REFRESH_SECONDS: '3',
    });
    expect([quick.countsFlushSeconds, quick.catalogRefreshSeconds]).toEqual([2, 3]);
    expect(() => loadConfig({ DATA_DIR: freshDir(), COUNTS_FLUSH_SECONDS: '0' })).toThrow(ConfigError);
  });

  test('an unset JWT_SECRET is generated once, kept private in the data directory, and reused', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.jwtSecret, 'base64url').length).toBe(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  test.each(['secret', 'changeme', 'short-but-not-32-bytes'])('refuses the weak JWT_SECRET %p', (secret) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: secret })).toThrow(ConfigError);
  });

  test('refuses TRUST_PROXY=true, which would trust any forwarded address', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: 'true' })).toThrow(/number of proxy hops/);
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  test('mail: the outbox in the data directory unless SMTP_URL names an smtp(s) server', () => {
    const dataDir = freshDir();
    const local = loadConfig({ DATA_DIR: dataDir });
    expect(local.smtpUrl).toBeUndefined();
    expect(local.outboxDir).toBe(path.join(dataDir, 'outbox'));
    expect(local.mailFrom).toBe('Gamevault <no-reply@localhost>');
    const smtp = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.org:465',
      MAIL_FROM: 'Games <games@example.org>',
    });
    expect(smtp.smtpUrl).toBe('smtps://mailer:s3cret@mail.example.org:465');
    expect(smtp.mailFrom).toBe('Games <games@example.org>');
    // Refused without repeating the value, which may hold a password.
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'https://mailer:s3cret@mail.example.org' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.org' })).toThrow(ConfigError);
  });

  test('Redis: none unless REDIS_URL names a redis(s) server, refused without repeating the address', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://:s3cret@cache.example.org:6380' }).redisUrl,
    ).toBe('rediss://:s3cret@cache.example.org:6380');
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://:s3cret@cache.example.org' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'cache.example.org:6379' })).toThrow(ConfigError);
  });

  test('S3: uploads in UPLOAD_DIR unless S3_BUCKET is set; an endpoint or one half of a key alone is refused', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'covers' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'covers',
      region: 'us-east-1',
      prefix: 'uploads/',
      credentials: undefined,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'covers',
        S3_ENDPOINT: 'http://store:9000',
        S3_REGION: 'eu-west-3',
        S3_PREFIX: '',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
      }).s3,
    ).toEqual({
      endpoint: 'http://store:9000',
      bucket: 'covers',
      region: 'eu-west-3',
      prefix: '',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://store:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not: name the bucket for uploads',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'Covers_2' })).toThrow(
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got Covers_2)',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'covers', S3_ENDPOINT: 'ftp://id:s3cret@store' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'covers', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  });

  test('the server exits non-zero with a clear line when started in production with a weak secret', () => {
    const result = spawnSync(process.execPath, ['server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'changeme',
        DATA_DIR: freshDir(),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is too weak');
  });
});
