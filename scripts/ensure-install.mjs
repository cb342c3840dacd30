// Installs the project's packages when they are missing or older than package-lock.json.
// Runs on whatever Node.js the machine has (20 or newer); the project itself runs on the
// Node.js 24 that this install puts at node_modules/.bin/node.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lockFile = 'package-lock.json';
const stampFile = 'node_modules/.install-stamp';

const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash();

if (!installed || !existsSync('node_modules/.bin/node')) {
  console.log('Installing packages...');
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional binaries out of the
  // lock file and `npm ci` then refuses it as out of sync.
  execSync('npm install --no-audit --no-fund --loglevel=error', { stdio: 'inherit' });
  writeFileSync(stampFile, lockHash());
}
