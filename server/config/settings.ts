import path from 'node:path';

import type { Ground, Reader } from './readers.ts';
import {
  ConfigError,
  directory,
  flag,
  httpOrigin,
  integer,
  list,
  optional,
  persistentSecret,
  positive,
  secretUrl,
  text,
  trustProxy,
} from './readers.ts';

/** One environment variable: how it is read, and its default and meaning as the README shows them. */
export interface Setting<T, Given = Ground> {
  read: Reader<T, Given>;
  /** Markdown, as in the README's configuration table. */
  default: string;
  meaning: string;
}

const setting = <T, Given = Ground>(
  read: Reader<T, Given>,
  shownDefault: string,
  meaning: string,
): Setting<T, Given> => ({
  read,
  default: shownDefault,
  meaning,
});

/** A whole number whose default is shown as it is. */
const whole = (fallback: number, meaning: string, floor: 0 | 1 = 0) =>
  setting(integer(fallback, floor), `\`${fallback}\``, meaning);

const deadline = (fallback: number, meaning: string) =>
  setting(positive(fallback), `\`${fallback}\``, meaning);

const bucketName: Reader<string | undefined> = (raw) => {
  if (!raw) return undefined;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got ${raw})`,
    );
  }
  return raw;
};

/** The settings every other one may depend on (see `Ground`). */
export const groundSettings = {
  NODE_ENV: setting<Ground['nodeEnv'], unknown>(
    (raw) => (raw === 'production' || raw === 'test' ? raw : 'development'),
    '`development` (`npm start`: `production`)',
    '`production` keeps mail texts out of the log and runs Express and React in production mode; `test` silences the log.',
  ),
  DATA_DIR: setting<string, Pick<Ground, 'cwd'>>(
    (raw, _name, { cwd }) => path.resolve(cwd, raw || 'data'),
    '`./data`',
    'SQLite file, generated secrets, uploads, `tmp/` for uploads in transit, and `image-cache/` for resized images.',
  ),
};

/** Every environment variable the server reads besides `groundSettings`, in the README's order. */
export const settings = {
  PORT: whole(3000, 'Port of the one server process (REST service, GraphQL, client).'),
  HOST: setting(text('0.0.0.0'), '`0.0.0.0`', 'Address to listen on.'),
  DATABASE_URL: setting(
    (raw, _name, { dataDir }) => raw || `sqlite:${path.join(dataDir, 'gamevault.sqlite')}`,
    '`sqlite:$DATA_DIR/gamevault.sqlite`',
    '`sqlite:<file>` or `postgres://user:pass@host:5432/db`.',
  ),
  UPSTREAM_URL: setting(
    text(''),
    "this server's own `/api`",
    'Where the GraphQL layer finds the REST service (the PHP host in production).',
  ),
  UPSTREAM_TIMEOUT_MS: whole(3000, 'Timeout of one call to the REST service.'),
  UPSTREAM_RETRY_DELAY_MS: whole(
    5000,
    "Wait before retrying the upstream's `max_connections_per_hour` answer (3 retries).",
  ),
  UPSTREAM_GATEWAY_KEY: setting(
    optional,
    'unset',
    'Gateway key for `UPSTREAM_URL`; unset: it gets no key and no visitor address.',
  ),
  UPSTREAM_MAX_CONCURRENT: whole(32, 'Calls to the REST service at once; more wait (see the next).', 1),
  UPSTREAM_MAX_QUEUED: whole(64, 'Calls waiting for a free one; beyond both, GraphQL answers 503.'),
  UPSTREAM_BREAKER_COOLDOWN_MS: whole(
    10_000,
    'How long GraphQL fails fast after 5 consecutive upstream failures.',
  ),
  PROFILE_CACHE_MS: whole(
    5000,
    "How long GraphQL reuses a signed-in caller's profile for the same token (0: never); see docs/graphql.md.",
  ),
  CATALOG_REFRESH_SECONDS: whole(
    30,
    'How long GraphQL reuses the public game list before asking the REST service whether it changed; a game written through this server is seen at once. With `COUNTS_FLUSH_SECONDS`, how long the public counts may lag.',
    1,
  ),
  GRAPHQL_INTROSPECTION: setting(
    flag(true),
    '`true`',
    'Introspection and the GraphiQL playground at `/graphql`.',
  ),
  GRAPHQL_RATE_PER_SECOND: whole(
    20,
    'GraphQL requests per second per visitor address; `0` turns the limit off.',
  ),
  GRAPHQL_RATE_BURST: whole(60, 'Requests per 10 s allowed on top of that rate.'),
  PAGE_RENDERS_PER_MINUTE: whole(
    120,
    'Server renders of pages not yet kept that one visitor address may cause per minute; beyond, 503 with the page rendered in the browser; `0` turns the limit off.',
  ),
  JWT_SECRET: setting(
    persistentSecret('jwt-secret'),
    'generated once into `$DATA_DIR/jwt-secret`',
    'Token signing key; at least 32 bytes. Weak values stop the server.',
  ),
  TWO_FACTOR_KEY: setting(
    persistentSecret('two-factor-key'),
    'generated once into `$DATA_DIR/two-factor-key`',
    "Key that encrypts accounts' authenticator secrets at rest; at least 32 bytes, kept apart from `JWT_SECRET`.",
  ),
  TOKEN_TTL_SECONDS: whole(
    24 * 3600,
    "Lifetime of a user's sign-in token (console roles: the Session Timeout of the console's Settings).",
  ),
  REMEMBERED_TOKEN_TTL_SECONDS: whole(30 * 24 * 3600, 'Lifetime with "Remember me".'),
  ADMIN_EMAIL: setting(
    text('admin@example.com'),
    '`admin@example.com`',
    'With `ADMIN_PASSWORD`: create (or promote) this admin on start when no admin exists.',
  ),
  ADMIN_PASSWORD: setting(
    optional,
    'unset (a random one, printed once)',
    "The first admin's password, when the server creates that admin.",
  ),
  UPLOAD_DIR: setting(
    directory('uploads', true),
    '`$DATA_DIR/uploads`',
    'Stored cover and screenshot images, served under `/uploads/`, when no `S3_BUCKET` is set.',
  ),
  S3_BUCKET: setting(
    bucketName,
    'unset (uploads in `UPLOAD_DIR`)',
    'An S3-compatible bucket for uploads, shared by every instance (created when missing); see docs/operations.md.',
  ),
  S3_ENDPOINT: setting(
    secretUrl(['http:', 'https:'], 'S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000'),
    'unset (AWS S3)',
    'The S3-compatible server (MinIO, Garage, SeaweedFS...), addressed path-style.',
  ),
  S3_REGION: setting(text('us-east-1'), '`us-east-1`', "The bucket's region."),
  S3_PREFIX: setting(
    (raw) => raw ?? 'uploads/',
    '`uploads/`',
    'The prefix of every stored name in the bucket.',
  ),
  S3_ACCESS_KEY_ID: setting(
    optional,
    "unset (the AWS SDK's own chain)",
    "The bucket's access key; set with `S3_SECRET_ACCESS_KEY` or not at all.",
  ),
  S3_SECRET_ACCESS_KEY: setting(optional, 'unset', 'The secret of `S3_ACCESS_KEY_ID`.'),
  CLIENT_DIR: setting(directory('dist/client'), '`./dist/client`', 'The built client.'),
  SSR_DIR: setting(
    directory('dist/ssr'),
    '`./dist/ssr`',
    'The built server renderer of the public pages (without it pages render in the browser).',
  ),
  PUBLIC_URL: setting(
    httpOrigin,
    "unset (each request's scheme and host)",
    "The site's address for canonical links, previews, the sitemap and reset links; set it in production.",
  ),
  SMTP_URL: setting(
    secretUrl(
      ['smtp:', 'smtps:'],
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example.org:587',
    ),
    'unset (mail goes to `$DATA_DIR/outbox/`)',
    'SMTP server for outgoing mail (password reset links), e.g. `smtps://user:pass@mail.example.org:465`.',
  ),
  MAIL_FROM: setting(
    text('Gamevault <no-reply@localhost>'),
    '`Gamevault <no-reply@localhost>`',
    'Sender of outgoing mail.',
  ),
  TRUST_PROXY: setting(
    trustProxy,
    '`false`',
    'Number of reverse-proxy hops (or a subnet list) whose `X-Forwarded-For` is trusted.',
  ),
  CORS_ORIGINS: setting(list, 'empty', 'Comma-separated origins allowed to call the API from a browser.'),
  REDIS_URL: setting(
    secretUrl(
      ['redis:', 'rediss:'],
      'REDIS_URL must be a redis:// or rediss:// address such as redis://127.0.0.1:6379',
    ),
    'unset (one instance)',
    'Redis shared by several instances: rate limits and cache invalidations; see docs/operations.md.',
  ),
  METRICS_TOKEN: setting(
    optional,
    'unset (no `/metrics`)',
    'Bearer token a Prometheus scraper presents at `/metrics`; without it the endpoint does not exist.',
  ),
  GATEWAY_KEY: setting(
    persistentSecret('gateway-key'),
    'generated once into `$DATA_DIR/gateway-key`',
    "Lets the GraphQL layer name the visitor's address to the REST service.",
  ),
  COUNTS_FLUSH_SECONDS: whole(
    10,
    'How often counted views, stars, shares and downloads move into the games (and the game list is rebuilt); see `CATALOG_REFRESH_SECONDS`.',
    1,
  ),
  SEED_DEMO: setting(flag(true), '`true`', 'Seed the demo catalogue when the games table is empty.'),
  IMAGE_PREWARM: setting(
    (raw, name, ground) => flag(ground.nodeEnv !== 'test')(raw, name, ground),
    '`true` (`NODE_ENV=test`: `false`)',
    'Make every width of each catalogue cover and screenshot (AVIF) in the background as they appear, so that no visitor waits for an encode.',
  ),
  SEED_DEMO_ACCOUNTS: setting(
    flag(false),
    '`false`',
    'With the demo catalogue, also create a demo moderator and two users.',
  ),
  LOG_LEVEL: setting(
    (raw, _name, { nodeEnv }) => raw || (nodeEnv === 'test' ? 'silent' : 'info'),
    '`info` (`NODE_ENV=test`: `silent`)',
    'pino log level.',
  ),
  SHUTDOWN_TIMEOUT_MS: deadline(
    10_000,
    'Once the port is closed, how long requests in flight may finish before they are cut (exit 1).',
  ),
  SHUTDOWN_GRACE_MS: whole(
    5000,
    'After SIGTERM, how long the server answers 503 on `/readyz` but goes on serving (with `Connection: close`) before it stops accepting connections; SIGINT skips it.',
  ),
  HEADERS_TIMEOUT_MS: deadline(10_000, "Deadline for a request's headers; later requests are answered 408."),
  BODY_TIMEOUT_MS: deadline(
    10_000,
    'Deadline for an ordinary request body (408, or the connection is closed).',
  ),
  UPLOAD_TIMEOUT_MS: deadline(
    120_000,
    'Deadline for a multipart upload body with credentials (`/graphql`, `games.php`).',
  ),
};

/** Every environment variable the server reads (README, docker-compose.yml). */
export const allSettings: Record<string, Setting<unknown>> = { ...groundSettings, ...settings };

type Values<Table> = { [Name in keyof Table]: Table[Name] extends Setting<infer T> ? T : never };

/** Each setting read from `env`. */
export function readSettings(
  env: Record<string, string | undefined>,
  cwd: string,
): Values<typeof settings> & Ground {
  const ground: Ground = {
    cwd,
    nodeEnv: groundSettings.NODE_ENV.read(env.NODE_ENV, 'NODE_ENV', undefined),
    dataDir: groundSettings.DATA_DIR.read(env.DATA_DIR, 'DATA_DIR', { cwd }),
  };
  const values: Record<string, unknown> = {};
  for (const [name, { read }] of Object.entries(settings)) values[name] = read(env[name], name, ground);
  // Each value was made by the reader of its own name, which `Values` types it by.
  return { ...(values as Values<typeof settings>), ...ground };
}
