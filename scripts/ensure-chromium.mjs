// Finds Debian's Chromium for the browser tests, installing it with apt when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  try {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    return false;
  }
  return existsSync(browser);
}
