// Builds the client when its sources changed since the last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outDir = 'dist/client';
const stampFile = path.join(outDir, '.source-hash');
const inputs = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'schema.graphql'];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const builds = [
  { name: 'the client', args: [] },
  { name: 'the GraphQL playground', args: ['--mode', 'playground'] },
  { name: 'the server renderer', args: ['--ssr'] },
];

export function buildClient() {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  builds.forEach(({ name, args }, index) => {
    console.log(`Building ${name} (${index + 1} of ${builds.length})...`);
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  });
  writeFileSync(stampFile, hash);
}
