// Installs the project's packages when they are missing or older than package-lock.json.
// Runs on whatever Node.js the machine has (20 or newer); the project itself runs on the
// Node.js 24 that this install puts at node_modules/.bin/node.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

const lockFile = 'package-lock.json';
const stampFile = 'node_modules/.install-stamp';

const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installed = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash();

const heartbeatMs = 20_000;

/** Runs npm install, saying every 20 s that it still runs: a first install takes minutes. */
function install() {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log('Installing packages and Node.js 24 (a first install takes a few minutes)...');
  const heartbeat = setInterval(() => console.log(`  still installing (${seconds()} s)...`), heartbeatMs);
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional binaries out of the
  // lock file and `npm ci` then refuses it as out of sync.
  const npm = spawn('npm install --no-audit --no-fund --loglevel=error', { stdio: 'inherit', shell: true });
  return new Promise((resolve, reject) => {
    npm.on('error', reject);
    npm.on('exit', (code) => {
      clearInterval(heartbeat);
      if (code !== 0) return reject(new Error(`npm install failed (exit code ${code})`));
      console.log(`Packages installed in ${seconds()} s.`);
      resolve();
    });
  });
}

if (!installed || !existsSync('node_modules/.bin/node')) {
  try {
    await install();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  writeFileSync(stampFile, lockHash());
}
