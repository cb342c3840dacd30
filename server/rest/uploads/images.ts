import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/HttpError.ts';
import { messages } from '../validation/messages.ts';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const maxEdge = 1920;

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it to WebP,
 * which drops metadata and anything appended to the image.
 */
export async function reencodeImage(buffer: Buffer, maxPixels: number): Promise<Buffer> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !acceptedTypes.has(type.mime)) throw new HttpError(415, messages.game.unsupportedImage);
  try {
    return await sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(400, messages.game.imageTooLarge);
    }
    throw new HttpError(415, messages.game.unsupportedImage);
  }
}
