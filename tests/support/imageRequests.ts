import { readdir } from 'node:fs/promises';

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
