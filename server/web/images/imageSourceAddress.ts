import { messages } from '../../../shared/validation/messages.ts';
import { storedName } from '../../storage/uploadStorage.ts';
import { ImageSourceError } from './imageSourceError.ts';

/**
 * A catalogue image named one way only. `key` is that one spelling: the disk cache and the memory
 * of failures are keyed by it, so two spellings of one image are one entry.
 */
export type ImageSourceAddress =
  { kind: 'upload'; name: string; key: string } | { kind: 'upstream'; url: URL; key: string };

const uploadsPrefix = '/uploads/';
/** One folder or file name under the upstream's uploads folder, decoded: unreserved characters only. */
const plainSegment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const imageFile = /\.(?:avif|gif|jpe?g|png|webp)$/i;
const maxSegments = 8;
/** Dot segments, spelled plainly or percent-encoded (`.`, `..`, `%2e`, `.%2E`, ...). */
const dotSegment = /(?:^|[/\\])(?:\.|%2e){1,2}(?:[/\\?#]|$)/i;

/**
 * The one spelling of `src`, or a 400 before anything is read: one of our uploads
 * (`/uploads/<stored name>`) or an image file under `/uploads/` on the host of `upstreamOrigin`
 * (the REST service's), which is fetched from that origin. On the upstream host the path is
 * decoded once and must then be plain: no query or fragment, no dot segments, no encoded slash,
 * backslash or percent sign, nothing the URL parser would drop or rewrite.
 */
export function imageSourceAddress(src: string, upstreamOrigin: string | undefined): ImageSourceAddress {
  if (src.startsWith(uploadsPrefix)) {
    const name = src.slice(uploadsPrefix.length);
    if (!storedName.test(name)) throw new ImageSourceError(400, messages.image.invalidPath);
    return { kind: 'upload', name, key: `${uploadsPrefix}${name}` };
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw new ImageSourceError(400, messages.image.invalidSource);
  }
  const upstream = upstreamOrigin === undefined ? undefined : new URL(upstreamOrigin);
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    upstream === undefined ||
    url.host !== upstream.host
  ) {
    throw new ImageSourceError(400, messages.image.notCatalogue);
  }
  const path = upstreamImagePath(src, url);
  const canonical = new URL(path, upstream.origin);
  return { kind: 'upstream', url: canonical, key: canonical.href };
}

/** The decoded path of an image file under `/uploads/`, or a 400 for anything else. */
function upstreamImagePath(src: string, url: URL): string {
  const refused = new ImageSourceError(400, messages.image.notUploadedImage);
  // The parser drops tabs and newlines, reads `\` as `/` and resolves dot segments, and an encoded
  // slash or backslash decodes into another path: any of them, like a query or a fragment (even an
  // empty one), names another address than the one written.
  if (/[^\x21-\x7e]|[\\?#]|%2f|%5c/i.test(src) || dotSegment.test(src)) throw refused;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw refused;
  }
  if (!decoded.startsWith(uploadsPrefix) || !imageFile.test(decoded)) throw refused;
  const segments = decoded.slice(uploadsPrefix.length).split('/');
  if (segments.length > maxSegments || !segments.every((segment) => plainSegment.test(segment))) {
    throw refused;
  }
  return decoded;
}
