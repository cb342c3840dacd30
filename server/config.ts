import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface Limits {
  /** Failed logins allowed per account and address before a lock. */
  loginFailuresPerAccountAndIp: number;
  loginFailureWindowSeconds: number;
  /** Failed logins allowed per account from any address per hour. */
  loginFailuresPerAccountPerHour: number;
  /** Login and registration attempts per address per minute. */
  authAttemptsPerIpPerMinute: number;
  /**
   * Once an account's hourly budget of failed logins is spent, password checks each address may
   * still make for that account per hour (the owner keeps a way in from a fresh address).
   */
  loginChecksPerAccountAndIpWhenSpent: number;
  /**
   * Password checks of `account.php` (`update-password`, `delete-account`, `update-profile` with
   * `currentPassword`), per user and per address, per hour.
   */
  passwordChangesPerUserPerHour: number;
  passwordChangesPerIpPerHour: number;
  /** Email change attempts (`update-profile`), per user and per address, per hour. */
  emailChangesPerUserPerHour: number;
  emailChangesPerIpPerHour: number;
  /** Password reset links asked for, per email (lower-cased) and per client address, per hour. */
  passwordResetsPerEmailPerHour: number;
  passwordResetsPerIpPerHour: number;
  /** Attempts to set a new password with a reset link, per client address, per hour. */
  passwordResetAttemptsPerIpPerHour: number;
  /** Passwords an admin may set through `users.php` (create or update) per hour. */
  passwordWritesPerAdminPerHour: number;
  /** argon2 hashes and checks running at once; kept at least 2 below the libuv thread pool size. */
  hashingConcurrency: number;
  /** Requests that may wait for a hashing slot; beyond it they answer 429 at once. */
  hashingQueueLength: number;
  /** Anonymous DMCA notices and game requests per address per hour (each). */
  submissionsPerIpPerHour: number;
  /** Largest accepted upload, per file. */
  maxUploadBytes: number;
  /** Largest accepted image, in pixels. */
  maxImagePixels: number;
  /** Images decoded and re-encoded at once across all requests (each request does one at a time). */
  imageConcurrency: number;
  /** Largest JSON body. */
  maxJsonBytes: number;
}

/** How long a client may take to send a request; past it the request is answered 408 or cut off. */
export interface RequestDeadlines {
  headersMs: number;
  /** The body of an ordinary request. */
  bodyMs: number;
  /** The body of a multipart upload (`/graphql`, `games.php`). */
  uploadBodyMs: number;
}

export interface S3Settings {
  /** An S3-compatible server, addressed path-style; unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Put before every stored name, so that the bucket can hold other things too. */
  prefix: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** The REST service the GraphQL layer calls; empty means this server's own `/api`. */
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  upstreamRetryDelayMs: number;
  /** Sent (with the visitor's address) to an `upstreamUrl` only when set; the own `/api` gets `gatewayKey`. */
  upstreamGatewayKey: string | undefined;
  /** Calls to the REST service in flight at once, and calls waiting for one; beyond both: 503. */
  upstreamMaxConcurrent: number;
  upstreamMaxQueued: number;
  /** How long the circuit breaker stays open after 5 consecutive failures. */
  upstreamBreakerCooldownMs: number;
  /** How long the GraphQL layer reuses a signed-in caller's profile for the same token; 0: never. */
  profileCacheMs: number;
  graphqlIntrospection: boolean;
  /** Per-visitor `/graphql` requests: a steady rate per second and a burst allowance per 10 s; 0 turns it off. */
  graphqlRatePerSecond: number;
  graphqlRateBurst: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  rememberedTokenTtlSeconds: number;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Uploaded images when no bucket is set (`$DATA_DIR/uploads`). */
  uploadDir: string;
  /** The S3-compatible bucket every instance keeps uploads in; unset: `uploadDir`. */
  s3: S3Settings | undefined;
  /** Private scratch space for GraphQL uploads on their way to the REST service (`$DATA_DIR/tmp`). */
  uploadTempDir: string;
  /** Resized catalogue images made by `/img` (`$DATA_DIR/image-cache`). */
  imageCacheDir: string;
  clientDir: string;
  /** The server-render bundle of the client (built next to it). */
  ssrDir: string;
  /** The site's public address for canonical and preview URLs; unset: the address each request used. */
  publicUrl: string | undefined;
  /** The SMTP server mail goes to (`smtp://` or `smtps://`); unset: mail is written to `outboxDir` and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** One `.eml` file per message when no SMTP server is set (`$DATA_DIR/outbox`). */
  outboxDir: string;
  trustProxy: string | number | boolean;
  corsOrigins: string[];
  /**
   * Redis shared by every instance of the site (rate limits, cache invalidations); unset: one
   * instance, both in this process's memory.
   */
  redisUrl: string | undefined;
  /** The bearer token a scraper must present at `/metrics`; unset: no `/metrics` at all. */
  metricsToken: string | undefined;
  gatewayKey: string;
  seedDemo: boolean;
  /** Also create a demo moderator and two demo users (random passwords, printed once). */
  seedDemoAccounts: boolean;
  logLevel: string;
  limits: Limits;
  /** How long a shutdown lets requests in flight finish before it cuts their connections. */
  shutdownTimeoutMs: number;
  requestDeadlines: RequestDeadlines;
}

export const defaultLimits: Limits = {
  loginFailuresPerAccountAndIp: 5,
  loginFailureWindowSeconds: 15 * 60,
  loginFailuresPerAccountPerHour: 100,
  authAttemptsPerIpPerMinute: 30,
  loginChecksPerAccountAndIpWhenSpent: 1,
  passwordChangesPerUserPerHour: 10,
  passwordChangesPerIpPerHour: 30,
  emailChangesPerUserPerHour: 5,
  emailChangesPerIpPerHour: 20,
  passwordResetsPerEmailPerHour: 3,
  passwordResetsPerIpPerHour: 10,
  passwordResetAttemptsPerIpPerHour: 20,
  passwordWritesPerAdminPerHour: 100,
  // One core stays with the event loop: argon2 on every core stalls every other request.
  hashingConcurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  hashingQueueLength: 8,
  submissionsPerIpPerHour: 10,
  maxUploadBytes: 5 * 1024 * 1024,
  // 4096×4096: room for any cover or screenshot, which are stored at most 1920 px wide.
  maxImagePixels: 4096 * 4096,
  imageConcurrency: availableParallelism(),
  maxJsonBytes: 100 * 1024,
};

/** Every environment variable the server reads, with its default (README, docker-compose.yml). */
export const environmentVariables = {
  PORT: '3000',
  HOST: '0.0.0.0',
  NODE_ENV: 'development (npm start: production)',
  DATA_DIR: './data',
  DATABASE_URL: 'sqlite:./data/gamevault.sqlite',
  UPSTREAM_URL: 'this server: http://127.0.0.1:$PORT/api',
  UPSTREAM_TIMEOUT_MS: '3000',
  UPSTREAM_RETRY_DELAY_MS: '5000',
  UPSTREAM_GATEWAY_KEY: 'unset (a foreign UPSTREAM_URL gets no key and no visitor address)',
  UPSTREAM_MAX_CONCURRENT: '32',
  UPSTREAM_MAX_QUEUED: '64',
  UPSTREAM_BREAKER_COOLDOWN_MS: '10000',
  PROFILE_CACHE_MS: '5000',
  GRAPHQL_INTROSPECTION: 'true',
  GRAPHQL_RATE_PER_SECOND: '20',
  GRAPHQL_RATE_BURST: '60',
  JWT_SECRET: 'generated once, kept in $DATA_DIR/jwt-secret',
  TOKEN_TTL_SECONDS: '86400',
  REMEMBERED_TOKEN_TTL_SECONDS: '2592000',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'unset',
  UPLOAD_DIR: '$DATA_DIR/uploads',
  S3_BUCKET: 'unset (uploads in UPLOAD_DIR)',
  S3_ENDPOINT: 'unset (AWS S3 itself)',
  S3_REGION: 'us-east-1',
  S3_PREFIX: 'uploads/',
  S3_ACCESS_KEY_ID: "unset (the AWS SDK's own credential chain)",
  S3_SECRET_ACCESS_KEY: 'unset',
  CLIENT_DIR: './dist/client',
  SSR_DIR: './dist/ssr',
  PUBLIC_URL: 'unset (the scheme and host of each request)',
  SMTP_URL: 'unset (mail is written to $DATA_DIR/outbox and the log)',
  MAIL_FROM: 'Gamevault <no-reply@localhost>',
  TRUST_PROXY: 'false',
  CORS_ORIGINS: 'empty (same origin only)',
  METRICS_TOKEN: 'unset (no /metrics endpoint)',
  REDIS_URL: 'unset (one instance: limits and caches in memory)',
  GATEWAY_KEY: 'generated once, kept in $DATA_DIR/gateway-key',
  SEED_DEMO: 'true',
  SEED_DEMO_ACCOUNTS: 'false',
  LOG_LEVEL: 'info',
  SHUTDOWN_TIMEOUT_MS: '10000',
  HEADERS_TIMEOUT_MS: '10000',
  BODY_TIMEOUT_MS: '10000',
  UPLOAD_TIMEOUT_MS: '120000',
} as const;

const weakSecrets = new Set(['secret', 'changeme', 'change-me', 'password', 'jwt-secret', 'test']);

export class ConfigError extends Error {}

function publicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  throw new ConfigError(
    `PUBLIC_URL must be an http(s) address such as https://games.example.org (got ${raw})`,
  );
}

/**
 * A service address that may hold a password: one of `schemes` or nothing, and when it is neither,
 * an error that does not repeat it.
 */
function secretUrl(raw: string | undefined, schemes: string[], refusal: string): string | undefined {
  if (!raw) return undefined;
  try {
    if (schemes.includes(new URL(raw).protocol)) return raw;
  } catch {
    // Reported below, without the address.
  }
  throw new ConfigError(refusal);
}

type Env = Record<string, string | undefined>;

function s3Settings(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    if (env.S3_ENDPOINT)
      throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not: name the bucket for uploads');
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got ${bucket})`,
    );
  }
  const endpoint = secretUrl(
    env.S3_ENDPOINT,
    ['http:', 'https:'],
    'S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000',
  );
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    prefix: env.S3_PREFIX ?? 'uploads/',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number`);
  return value;
}

/** A duration that must not be 0: 0 would turn a deadline off. */
function positive(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new ConfigError(`${name} must be above 0`);
  return value;
}

function atLeastOne(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1`);
  return value;
}

function parseTrustProxy(raw: string | undefined): string | number | boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError('TRUST_PROXY=true trusts any address; give the number of proxy hops');
  }
  return raw;
}

/** Reads a secret from the environment, or generates one once and keeps it in the data directory. */
function persistentSecret(env: Env, name: string, dataDir: string, file: string): string {
  const strong = (secret: string, source: string) => {
    if (weakSecrets.has(secret.toLowerCase()) || Buffer.byteLength(secret) < 32) {
      throw new ConfigError(`${source} is too weak: use at least 32 random bytes`);
    }
    return secret;
  };
  const given = env[name];
  if (given !== undefined && given !== '') return strong(given, name);
  const filePath = path.join(dataDir, file);
  if (existsSync(filePath)) return strong(readFileSync(filePath, 'utf8').trim(), filePath);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(filePath, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = integer(env, 'PORT', 3000);
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'gamevault.sqlite')}`,
    upstreamUrl: env.UPSTREAM_URL || '',
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 3000),
    upstreamRetryDelayMs: integer(env, 'UPSTREAM_RETRY_DELAY_MS', 5000),
    upstreamGatewayKey: env.UPSTREAM_GATEWAY_KEY || undefined,
    upstreamMaxConcurrent: atLeastOne(env, 'UPSTREAM_MAX_CONCURRENT', 32),
    upstreamMaxQueued: integer(env, 'UPSTREAM_MAX_QUEUED', 64),
    upstreamBreakerCooldownMs: integer(env, 'UPSTREAM_BREAKER_COOLDOWN_MS', 10_000),
    profileCacheMs: integer(env, 'PROFILE_CACHE_MS', 5000),
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION !== 'false',
    graphqlRatePerSecond: integer(env, 'GRAPHQL_RATE_PER_SECOND', 20),
    graphqlRateBurst: integer(env, 'GRAPHQL_RATE_BURST', 60),
    jwtSecret: persistentSecret(env, 'JWT_SECRET', dataDir, 'jwt-secret'),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 24 * 3600),
    rememberedTokenTtlSeconds: integer(env, 'REMEMBERED_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    uploadDir: path.resolve(cwd, env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    s3: s3Settings(env),
    uploadTempDir: path.join(dataDir, 'tmp'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    clientDir: path.resolve(cwd, env.CLIENT_DIR || 'dist/client'),
    ssrDir: path.resolve(cwd, env.SSR_DIR || 'dist/ssr'),
    publicUrl: publicUrl(env.PUBLIC_URL),
    smtpUrl: secretUrl(
      env.SMTP_URL,
      ['smtp:', 'smtps:'],
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example.org:587',
    ),
    mailFrom: env.MAIL_FROM || 'Gamevault <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: secretUrl(
      env.REDIS_URL,
      ['redis:', 'rediss:'],
      'REDIS_URL must be a redis:// or rediss:// address such as redis://127.0.0.1:6379',
    ),
    metricsToken: env.METRICS_TOKEN || undefined,
    gatewayKey: persistentSecret(env, 'GATEWAY_KEY', dataDir, 'gateway-key'),
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS === 'true',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    limits: defaultLimits,
    shutdownTimeoutMs: positive(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    requestDeadlines: {
      headersMs: positive(env, 'HEADERS_TIMEOUT_MS', 10_000),
      bodyMs: positive(env, 'BODY_TIMEOUT_MS', 10_000),
      uploadBodyMs: positive(env, 'UPLOAD_TIMEOUT_MS', 120_000),
    },
  };
}
