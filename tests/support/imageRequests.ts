import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { TestService } from './service.ts';

/** `GET /img` as a browser (`accept`) or crawler asks for it; the answer and its bytes. */
export async function getImage(
  service: TestService,
  src: string | undefined,
  width?: number | string,
  accept = '*/*',
) {
  const query = new URLSearchParams();
  if (src !== undefined) query.set('src', src);
  if (width !== undefined) query.set('w', String(width));
  const response = await fetch(`${service.url}/img?${query}`, { headers: { accept } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The files in the service's image cache, by name. */
export async function cacheListing(service: TestService): Promise<string[]> {
  return readdir(service.config.imageCacheDir).catch(() => []);
}

/** The bytes the service's image cache takes on disk. */
export async function cacheBytes(service: TestService): Promise<number> {
  const sizes = await Promise.all(
    (await cacheListing(service)).map(
      async (name) => (await stat(path.join(service.config.imageCacheDir, name))).size,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
