import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

import { benchGameCount, startBenchServer } from './benchServer.ts';
import { load } from './load.ts';
import { freePort, pinLoadGenerator, spawnPinned, waitForUrl } from './processes.ts';

const gzipHeaders = { 'accept-encoding': 'gzip', accept: 'application/json' };

function rawGzipBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: gzipHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

/** GET /api/games.php (gzip) of the real server next to plain node:http serving the same bytes. */
export async function benchRestGameList() {
  const server = await startBenchServer();
  const url = `${server.url}/api/games.php`;
  try {
    const body = await rawGzipBody(url);
    const bodyFile = path.join(server.dataDir, 'list.json.gz');
    writeFileSync(bodyFile, body);
    const baselinePort = await freePort();
    const baseline = spawnPinned(0, ['bench/baselineServer.ts', bodyFile, String(baselinePort)]);
    try {
      pinLoadGenerator(1);
      await waitForUrl(`http://127.0.0.1:${baselinePort}/`);
      const ours = await load({ url, headers: gzipHeaders });
      const floor = await load({ url: `http://127.0.0.1:${baselinePort}/`, headers: gzipHeaders });
      return {
        games: benchGameCount,
        gzipBytes: body.length,
        ours,
        baseline: floor,
        ratio: ours.requestsPerSecond / floor.requestsPerSecond,
      };
    } finally {
      baseline.kill();
    }
  } finally {
    server.stop();
  }
}
