import { messages } from '../../../shared/validation/messages.ts';
import type { ImageSourceAddress } from './imageSourceAddress.ts';
import { ImageSourceError } from './imageSourceError.ts';

/** The most bytes an original image may have. */
const maxSourceBytes = 20 * 1024 * 1024;

export interface ImageSources {
  /** The bytes of one of our uploads by its stored name, or null. */
  readUpload: (name: string) => Promise<Buffer | null>;
  /** The REST service's origin (from UPSTREAM_URL): images in its uploads folder may be resized too. */
  upstreamOrigin: string | undefined;
  fetchTimeoutMs: number;
}

/**
 * The original bytes of a catalogue image whose address `imageSourceAddress` checked: one of our
 * uploads, or an image fetched from the configured upstream (redirects refused, size capped).
 */
export async function readImageSource(address: ImageSourceAddress, sources: ImageSources): Promise<Buffer> {
  if (address.kind === 'upstream') return fetchUpstreamImage(address.url, sources.fetchTimeoutMs);
  let bytes: Buffer | null;
  try {
    bytes = await sources.readUpload(address.name);
  } catch {
    throw new ImageSourceError(502, messages.image.storeDown);
  }
  if (!bytes) throw new ImageSourceError(404, messages.image.notFound);
  return bytes;
}

async function fetchUpstreamImage(url: URL, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ImageSourceError(502, messages.image.hostDown);
  }
  if (!response.ok || !response.body) {
    // Its body is not read: let the connection go now rather than when it is collected.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) throw new ImageSourceError(404, messages.image.notFound);
    throw new ImageSourceError(502, messages.image.hostDown);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxSourceBytes) throw new ImageSourceError(502, messages.image.tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxSourceBytes) throw new ImageSourceError(502, messages.image.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
