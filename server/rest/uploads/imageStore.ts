import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const uploadsPath = '/uploads/';
const storedName = /^[0-9a-f-]{36}\.webp$/;

/** Stores images under server-generated names; only such names are ever deleted. */
export function imageStore(uploadDir: string) {
  const fileOf = (url: string): string | null => {
    if (!url.startsWith(uploadsPath)) return null;
    const name = url.slice(uploadsPath.length);
    return storedName.test(name) ? path.join(uploadDir, name) : null;
  };
  return {
    async save(image: Buffer): Promise<string> {
      await mkdir(uploadDir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(uploadDir, name), image, { flag: 'wx' });
      return uploadsPath + name;
    },
    async removeAll(urls: readonly string[]): Promise<void> {
      const files = urls.map(fileOf).filter((file): file is string => file !== null);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
