import { randomBytes } from 'node:crypto';

import sharp from 'sharp';

const width = 4000;
const height = 3000;

/**
 * A photo-like JPEG of about 4 MB (4000×3000, quality 92): smooth colour gradients under a fine
 * grain, which costs a decoder about what a camera photo of that size does. `seed` varies the
 * gradients so no two images are alike.
 */
async function photoJpeg(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const grain = randomBytes(pixels.length);
  const [a, b, c] = [0.5 + (seed % 3) * 0.2, 0.4 + (seed % 5) * 0.1, 0.3 + (seed % 7) * 0.1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      pixels[i] = 255 * 0.85 * ((a * u + (1 - a) * v) % 1) + (grain[i] ?? 0) * 0.15;
      pixels[i + 1] = 255 * 0.85 * Math.abs(Math.sin(Math.PI * (b * u + v))) + (grain[i + 1] ?? 0) * 0.15;
      pixels[i + 2] = 255 * 0.85 * (1 - (c * u + (1 - c) * v) / 1.5) + (grain[i + 2] ?? 0) * 0.15;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** `count` different photos, made once per bench run. */
export async function photoJpegs(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let seed = 0; seed < count; seed += 1) photos.push(await photoJpeg(seed));
  return photos;
}
