/** The most bytes an original image may have. */
const maxSourceBytes = 20 * 1024 * 1024;

export class ImageSourceError extends Error {
  readonly status: 400 | 404 | 502;
  constructor(status: 400 | 404 | 502, message: string) {
    super(message);
    this.status = status;
  }
}

export interface ImageSources {
  /** The bytes of one of our uploads by its stored name, or null. */
  readUpload: (name: string) => Promise<Buffer | null>;
  /** The REST service's host (from UPSTREAM_URL): images there may be resized too. */
  upstreamHost: string | undefined;
  fetchTimeoutMs: number;
}

/**
 * The original bytes of a catalogue image: one of our uploads (`/uploads/<name>`) or an image on
 * the configured upstream's host. Anything else is refused, so the endpoint is never an open proxy.
 */
export async function readImageSource(src: string, sources: ImageSources): Promise<Buffer> {
  if (src.startsWith('/uploads/')) {
    const name = src.slice('/uploads/'.length);
    if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.'))
      throw new ImageSourceError(400, 'Invalid image path');
    let bytes: Buffer | null;
    try {
      bytes = await sources.readUpload(name);
    } catch {
      throw new ImageSourceError(502, 'The image store did not answer');
    }
    if (!bytes) throw new ImageSourceError(404, 'Image not found');
    return bytes;
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw new ImageSourceError(400, 'Invalid image source');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== sources.upstreamHost) {
    throw new ImageSourceError(400, 'Only catalogue images can be resized');
  }
  return fetchUpstreamImage(url, sources.fetchTimeoutMs);
}

async function fetchUpstreamImage(url: URL, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ImageSourceError(502, 'The image host did not answer');
  }
  if (response.status === 404) throw new ImageSourceError(404, 'Image not found');
  if (!response.ok || !response.body) throw new ImageSourceError(502, 'The image host did not answer');
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxSourceBytes) throw new ImageSourceError(502, 'The image is too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxSourceBytes) throw new ImageSourceError(502, 'The image is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
