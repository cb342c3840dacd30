import { availableParallelism } from 'node:os';
import path from 'node:path';

import { ConfigError } from './config/readers.ts';
import { readSettings } from './config/settings.ts';

export { ConfigError };

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
  /** Second-factor codes one sign-in challenge may try before the password is asked again. */
  twoFactorCodesPerChallenge: number;
  /** Wrong second-factor codes allowed per account in `twoFactorFailureWindowSeconds`. */
  twoFactorFailuresPerAccount: number;
  twoFactorFailureWindowSeconds: number;
  /**
   * Password checks of `account.php` (`update-password`, `delete-account`, `update-profile` with
   * `currentPassword`), per user and per address, per hour.
   */
  passwordChangesPerUserPerHour: number;
  passwordChangesPerIpPerHour: number;
  /** Email change attempts (`update-profile`), per user and per address, per hour. */
  emailChangesPerUserPerHour: number;
  emailChangesPerIpPerHour: number;
  /**
   * Reset mails sent per email (lower-cased) per hour, from any address and from each address;
   * past it requests are answered alike and send nothing (see `auth/resetMailBudget.ts`).
   */
  passwordResetsPerEmailPerHour: number;
  /** Password reset requests per client address per hour; past it 429. */
  passwordResetsPerIpPerHour: number;
  /** Attempts to set a new password with a reset link, per client address, per hour. */
  passwordResetAttemptsPerIpPerHour: number;
  /** Passwords an admin may set through `users.php` (create or update) per hour. */
  passwordWritesPerAdminPerHour: number;
  /**
   * How long after its password was entered a session may change who can sign in to an account
   * (its own email; staff: roles, passwords, new staff accounts) without entering it again.
   */
  recentPasswordEntrySeconds: number;
  /** How long the link mailed to the old address after an email change can undo it. */
  emailChangeUndoDays: number;
  /** Attempts to undo an email change with a mailed link, per client address, per hour. */
  emailChangeUndoAttemptsPerIpPerHour: number;
  /** argon2 hashes and checks running at once; kept at least 2 below the libuv thread pool size. */
  hashingConcurrency: number;
  /** Requests that may wait for a hashing slot; beyond it they answer 429 at once. */
  hashingQueueLength: number;
  /**
   * Of those, how many may be anonymous work (unknown-email checks, registrations); sign-ins of
   * existing accounts always get the next free slot and push anonymous waiters out (hashingLanes.ts).
   */
  hashingAnonymousQueueLength: number;
  /**
   * Registrations and unknown-email sign-in checks per minute, across all addresses; past it each
   * one needs a solved proof-of-work challenge (see `auth/challenges`).
   */
  anonymousHashingPerMinute: number;
  /** How hard a challenge is: PBKDF2 rounds per try, and the most tries it can take (half on average). */
  challengeCost: number;
  challengeMaxTries: number;
  /** How long a challenge may be answered, once. */
  challengeLifetimeSeconds: number;
  /** Verification mails one account may ask for again, per hour, and one address, per hour. */
  verificationMailsPerUserPerHour: number;
  verificationMailsPerIpPerHour: number;
  /** Anonymous DMCA notices and game requests per address per hour (each). */
  submissionsPerIpPerHour: number;
  /** Largest accepted upload, per file. */
  maxUploadBytes: number;
  /** Largest accepted image, in pixels. */
  maxImagePixels: number;
  /** Images decoded and re-encoded at once across all requests (each request does one at a time). */
  imageConcurrency: number;
  /** The most bytes `/img`'s resized images may take on disk; past it the least recently used go. */
  imageCacheMaxBytes: number;
  /**
   * How long `/img` answers an upstream image that could not be fetched or read from memory,
   * without asking again, and how many such images it remembers (the oldest are forgotten first).
   */
  imageFailureMemoryMs: number;
  imageFailuresRemembered: number;
  /** Largest JSON body. */
  maxJsonBytes: number;
  /** Server renders of public pages at once, and renders waiting for one (see `renderGate.ts`). */
  renderConcurrency: number;
  renderQueueLength: number;
  /**
   * How long a write request may take from its arrival to its commit (plus the upload deadline for a
   * multipart body); past it nothing is written and it answers 503 (see express/requestDeadline.ts).
   */
  writeDeadlineMs: number;
  /** Taken off the caller's `X-Request-Timeout`, so that the 503 reaches it before it gives up. */
  deadlineMarginMs: number;
  /** How long the answer to a write with an `Idempotency-Key` is kept for its repeats. */
  idempotencyKeyTtlMs: number;
  /** Comments posted or edited per account, and per address, in 10 minutes. */
  commentWritesPerTenMinutes: number;
  /** Comment likes per account, and per address, in 10 minutes. */
  commentLikesPerTenMinutes: number;
  /** Reports (of games and of comments) per visitor, and per address, per hour. */
  reportsPerHour: number;
  /** The same text from the same account on the same game within this time is refused (409). */
  duplicateCommentSeconds: number;
  /** Stars, unstars and shares together, per visitor and per address, per 10 minutes. */
  starsAndSharesPerTenMinutes: number;
  /** Ratings given, changed or withdrawn, per account and per address, per 10 minutes. */
  ratingsPerTenMinutes: number;
  /** Views per address per 10 minutes; past it views are answered as not counted, never refused. */
  viewsPerIpPerTenMinutes: number;
  /** Anonymous downloads per address per 10 minutes; past it they are not counted, never refused. */
  downloadsPerIpPerTenMinutes: number;
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
  /** How long the GraphQL layer reuses the public game list before revalidating it. */
  catalogRefreshSeconds: number;
  graphqlIntrospection: boolean;
  /** Per-visitor `/graphql` requests: a steady rate per second and a burst allowance per 10 s; 0 turns it off. */
  graphqlRatePerSecond: number;
  graphqlRateBurst: number;
  /** Server renders (pages not kept) one visitor address may cause per minute; 0 turns it off. */
  pageRendersPerMinute: number;
  jwtSecret: string;
  /** Encrypts authenticator secrets in the database (see rest/auth/twoFactor/secretBox.ts). */
  twoFactorKey: string;
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
  /**
   * How often the counted events' deltas move into the games (community/countsFlush.ts): the
   * public counts lag by at most this much, and the game list is rebuilt at most this often.
   */
  countsFlushSeconds: number;
  seedDemo: boolean;
  /** Every width of each catalogue cover is made ahead, in the background. */
  imagePrewarm: boolean;
  /** Also create a demo moderator and two demo users (random passwords, printed once). */
  seedDemoAccounts: boolean;
  logLevel: string;
  limits: Limits;
  /** How long a shutdown lets requests in flight finish before it cuts their connections. */
  shutdownTimeoutMs: number;
  /** How long SIGTERM keeps serving, not ready, before the port closes (see `RunningServer.close`). */
  shutdownGraceMs: number;
  requestDeadlines: RequestDeadlines;
}

export const defaultLimits: Limits = {
  loginFailuresPerAccountAndIp: 5,
  loginFailureWindowSeconds: 15 * 60,
  loginFailuresPerAccountPerHour: 100,
  authAttemptsPerIpPerMinute: 30,
  loginChecksPerAccountAndIpWhenSpent: 1,
  twoFactorCodesPerChallenge: 5,
  twoFactorFailuresPerAccount: 10,
  twoFactorFailureWindowSeconds: 15 * 60,
  passwordChangesPerUserPerHour: 10,
  passwordChangesPerIpPerHour: 30,
  emailChangesPerUserPerHour: 5,
  emailChangesPerIpPerHour: 20,
  passwordResetsPerEmailPerHour: 3,
  passwordResetsPerIpPerHour: 10,
  passwordResetAttemptsPerIpPerHour: 20,
  passwordWritesPerAdminPerHour: 100,
  recentPasswordEntrySeconds: 10 * 60,
  emailChangeUndoDays: 7,
  emailChangeUndoAttemptsPerIpPerHour: 20,
  // One core stays with the event loop: argon2 on every core stalls every other request.
  hashingConcurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  hashingQueueLength: 8,
  hashingAnonymousQueueLength: 2,
  // About a minute of the audited flood (50 a second) in ten; a busy day's sign-ups are far fewer.
  anonymousHashingPerMinute: 300,
  // About a second of Web Crypto work in a browser, on average; nothing for the server to check.
  challengeCost: 1000,
  challengeMaxTries: 2000,
  challengeLifetimeSeconds: 120,
  verificationMailsPerUserPerHour: 3,
  verificationMailsPerIpPerHour: 10,
  submissionsPerIpPerHour: 10,
  maxUploadBytes: 5 * 1024 * 1024,
  // 4096×4096: room for any cover or screenshot, which are stored at most 1920 px wide.
  maxImagePixels: 4096 * 4096,
  imageConcurrency: availableParallelism(),
  imageCacheMaxBytes: 512 * 1024 * 1024,
  imageFailureMemoryMs: 60_000,
  imageFailuresRemembered: 1000,
  maxJsonBytes: 100 * 1024,
  // Renders hold the event loop: more at once only makes each one slower.
  renderConcurrency: 2,
  renderQueueLength: 16,
  // Twice the SQLite lock wait: a write that waited its full turn still has time to commit.
  writeDeadlineMs: 10_000,
  deadlineMarginMs: 500,
  idempotencyKeyTtlMs: 24 * 3600_000,
  commentWritesPerTenMinutes: 5,
  commentLikesPerTenMinutes: 60,
  reportsPerHour: 10,
  duplicateCommentSeconds: 60,
  starsAndSharesPerTenMinutes: 60,
  ratingsPerTenMinutes: 20,
  viewsPerIpPerTenMinutes: 600,
  downloadsPerIpPerTenMinutes: 600,
};

/** The uploads bucket from the S3 settings, which go together. */
function s3Settings(values: ReturnType<typeof readSettings>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId } = values;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  if (!bucket) {
    if (endpoint)
      throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not: name the bucket for uploads');
    return undefined;
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    endpoint,
    bucket,
    region: values.S3_REGION,
    prefix: values.S3_PREFIX,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The configuration from `env`; each variable's default and meaning are in `config/settings.ts`. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const values = readSettings(env, cwd);
  const { dataDir } = values;
  return {
    env: values.nodeEnv,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    upstreamUrl: values.UPSTREAM_URL,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    upstreamRetryDelayMs: values.UPSTREAM_RETRY_DELAY_MS,
    upstreamGatewayKey: values.UPSTREAM_GATEWAY_KEY,
    upstreamMaxConcurrent: values.UPSTREAM_MAX_CONCURRENT,
    upstreamMaxQueued: values.UPSTREAM_MAX_QUEUED,
    upstreamBreakerCooldownMs: values.UPSTREAM_BREAKER_COOLDOWN_MS,
    profileCacheMs: values.PROFILE_CACHE_MS,
    catalogRefreshSeconds: values.CATALOG_REFRESH_SECONDS,
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION,
    graphqlRatePerSecond: values.GRAPHQL_RATE_PER_SECOND,
    graphqlRateBurst: values.GRAPHQL_RATE_BURST,
    pageRendersPerMinute: values.PAGE_RENDERS_PER_MINUTE,
    jwtSecret: values.JWT_SECRET,
    twoFactorKey: values.TWO_FACTOR_KEY,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    rememberedTokenTtlSeconds: values.REMEMBERED_TOKEN_TTL_SECONDS,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    uploadDir: values.UPLOAD_DIR,
    s3: s3Settings(values),
    uploadTempDir: path.join(dataDir, 'tmp'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    clientDir: values.CLIENT_DIR,
    ssrDir: values.SSR_DIR,
    publicUrl: values.PUBLIC_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    trustProxy: values.TRUST_PROXY,
    corsOrigins: values.CORS_ORIGINS,
    redisUrl: values.REDIS_URL,
    metricsToken: values.METRICS_TOKEN,
    gatewayKey: values.GATEWAY_KEY,
    countsFlushSeconds: values.COUNTS_FLUSH_SECONDS,
    seedDemo: values.SEED_DEMO,
    imagePrewarm: values.IMAGE_PREWARM,
    seedDemoAccounts: values.SEED_DEMO_ACCOUNTS,
    logLevel: values.LOG_LEVEL,
    limits: defaultLimits,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    requestDeadlines: {
      headersMs: values.HEADERS_TIMEOUT_MS,
      bodyMs: values.BODY_TIMEOUT_MS,
      uploadBodyMs: values.UPLOAD_TIMEOUT_MS,
    },
  };
}
