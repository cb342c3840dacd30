import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { staticFiles } from '../server/web/pages/clientManifest.ts';

/** The script files a visitor downloads before a route is interactive (see `staticFiles`), gzipped. */
export function routeJavaScript(
  clientDir: string,
  routeModule: string,
): { files: number; gzipBytes: number } {
  const files = staticFiles(clientDir, [routeModule]).filter((file) => file.endsWith('.js'));
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(readFileSync(path.join(clientDir, file))).byteLength;
  return { files: files.length, gzipBytes };
}
