import '../scripts/node24.mjs';

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { percentile } from './percentile.ts';
import { freePort, serverArgs, unpinLoadGenerator, waitForUrl } from './processes.ts';
import { photoJpegs } from './uploadPhotos.ts';

/** SECURITY-BASELINE L4: concurrent admins, each saving a game with a cover and 4 screenshots. */
const admins = 5;
const seconds = Number(process.env.BENCH_UPLOAD_SECONDS ?? 60);
const admin = { email: 'bench@example.com', password: 'Bench-Pass-2718' };

export interface UploadLoadResult {
  saves: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  peakRssMb: number;
  tempFilesLeft: number;
}

interface UploadServer {
  url: string;
  token: string;
  /** The server's peak resident memory so far (VmHWM), in MiB. */
  peakRssMb(): number;
  tempFiles(): number;
  stop(): void;
}

/** The production server on an empty SQLite database, free to use both cores, signed in as admin. */
async function startUploadServer(): Promise<UploadServer> {
  // Earlier scenarios pin this process to one core, and a child inherits that.
  unpinLoadGenerator();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-bench-uploads-'));
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/games.php`);
  const login = await fetch(`${url}/api/auth.php?action=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const tempDir = path.join(dataDir, 'tmp');
  return {
    url,
    token,
    peakRssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
    },
    tempFiles: () => {
      try {
        return readdirSync(tempDir, { recursive: true }).length;
      } catch {
        return 0;
      }
    },
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gameData = (slug: string) => ({
  title: `Bench Upload ${slug}`,
  slug,
  category: 'Standard',
  genres: ['racing'],
  description: 'A game saved by the upload bench.',
  releaseDate: '2024-06-01',
  developer: 'Bench Studio',
  publisher: 'Bench Studio',
  downloadLink: 'https://example.org/download',
});

const createGame = `mutation C($input: GameInput!, $cover: Upload, $screenshots: [Upload!]) {
  createGame(input: $input, cover: $cover, screenshots: $screenshots) { id } }`;

const boundary = '----gamevault-bench-boundary';
const field = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** The file parts of a form and its closing boundary, built once: only the text fields differ per save. */
function fileParts(photos: Buffer[], fieldName: (index: number) => string): Buffer {
  const parts = photos.flatMap((bytes, index) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName(index)}"; ` +
        `filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

const agent = new Agent({ keepAlive: true });

/** One multipart POST from prepared bytes (a light client, so the load generator takes little CPU). */
function post(url: string, headers: Record<string, string>, fields: Buffer, files: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(fields.length + files.length),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(fields);
    req.end(files);
  });
}

interface SavePath {
  /** The prepared file parts of this path's form. */
  files(photos: Buffer[]): Buffer;
  save(server: UploadServer, slug: string, files: Buffer): Promise<boolean>;
}

/** POST /api/games.php, the admin console's form. */
const restPath: SavePath = {
  files: (photos) => fileParts(photos, (i) => (i === 0 ? 'cover_image' : `screenshots[${i - 1}]`)),
  async save(server, slug, files) {
    const answer = await post(
      `${server.url}/api/games.php`,
      { authorization: `Bearer ${server.token}` },
      field('data', JSON.stringify(gameData(slug))),
      files,
    );
    return answer.status === 201;
  },
};

/** `createGame` sent with the GraphQL multipart request specification. */
const graphqlPath: SavePath = {
  files: (photos) => fileParts(photos, String),
  async save(server, slug, files) {
    const variables = { input: gameData(slug), cover: null, screenshots: [null, null, null, null] };
    const map = Object.fromEntries(
      [0, 1, 2, 3, 4].map((i) => [
        String(i),
        [i === 0 ? 'variables.cover' : `variables.screenshots.${i - 1}`],
      ]),
    );
    const answer = await post(
      `${server.url}/graphql`,
      { authorization: `Bearer ${server.token}`, 'apollo-require-preflight': 'true' },
      Buffer.concat([
        field('operations', JSON.stringify({ query: createGame, variables })),
        field('map', JSON.stringify(map)),
      ]),
      files,
    );
    return answer.status === 200 && !answer.body.includes('"errors"');
  },
};

/** `admins` admins saving one after the other for `seconds`, on a fresh server per path. */
async function run(via: SavePath, photos: Buffer[], name: string): Promise<UploadLoadResult> {
  const server = await startUploadServer();
  const files = via.files(photos);
  try {
    const times: number[] = [];
    let errors = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: admins }, async (_, adminIndex) => {
        for (let round = 0; Date.now() < deadline; round += 1) {
          const started = performance.now();
          const slug = `bench-${name}-${adminIndex}-${round}`;
          const ok = await via.save(server, slug, files).catch(() => false);
          times.push(performance.now() - started);
          if (!ok) errors += 1;
        }
      }),
    );
    // The temporary files of the last requests go once their answers are out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sorted = times.sort((a, b) => a - b);
    return {
      saves: times.length,
      errors,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
      peakRssMb: Math.round(server.peakRssMb()),
      tempFilesLeft: server.tempFiles(),
    };
  } finally {
    server.stop();
  }
}

/** L4 over the REST form and over GraphQL multipart: latency per save and the server's peak memory. */
export async function benchUploads() {
  const photos = await photoJpegs(5);
  const megabytes = photos.reduce((sum, bytes) => sum + bytes.length, 0) / 2 ** 20;
  return {
    admins,
    seconds,
    megabytesPerSave: megabytes,
    results: {
      'REST games.php': await run(restPath, photos, 'rest'),
      'GraphQL createGame': await run(graphqlPath, photos, 'graphql'),
    },
  };
}

/** Printed by `npm run bench`, or alone with `node bench/uploadLoad.ts`. */
export function printUploads(uploads: Awaited<ReturnType<typeof benchUploads>>): void {
  console.log(
    `\nUploads: ${uploads.admins} admins at once, each saving 1 cover + 4 screenshots ` +
      `(${uploads.megabytesPerSave.toFixed(1)} MiB of JPEG) again and again for ${uploads.seconds} s`,
  );
  console.table(uploads.results);
}

if (import.meta.main) {
  printUploads(await benchUploads());
}
