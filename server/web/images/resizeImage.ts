import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp';

/** Scales down (never up) to `width` and encodes for the web, metadata dropped. */
export async function resizeImage(
  input: Buffer,
  width: number,
  format: ImageFormat,
  maxPixels: number,
): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 75, effort: 4 }).toBuffer();
}
