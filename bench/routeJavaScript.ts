import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { staticFiles } from '../server/web/pages/clientManifest.ts';

/** Gzipped JavaScript a visitor downloads before a route is interactive (see `staticFiles`). */
export function routeJavaScriptBytes(clientDir: string, routeModule: string): number {
  let total = 0;
  for (const file of staticFiles(clientDir, [routeModule])) {
    total += gzipSync(readFileSync(path.join(clientDir, file))).byteLength;
  }
  return total;
}
