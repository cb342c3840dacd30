import { defineConfig } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 4173);
const workers = Number(process.env.E2E_WORKERS ?? 2);
const ports = Array.from({ length: workers }, (_, index) => firstPort + index);
// Each worker has a server of its own, on a fresh database. Playwright reads this file again in
// every worker, with the worker's index set.
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? firstPort;

/** Browser tests in Debian's Chromium against the real server with the demo catalogue. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: ports.map((serverPort) => ({
    command: `"${process.execPath}" tests/e2e/startE2eServer.ts ${serverPort}`,
    url: `http://127.0.0.1:${serverPort}/api/games.php`,
    timeout: 180_000,
    reuseExistingServer: false,
  })),
});
