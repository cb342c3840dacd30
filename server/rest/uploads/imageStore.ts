import { randomUUID } from 'node:crypto';

import type { UploadStorage } from '../../storage/uploadStorage.ts';
import { storedName } from '../../storage/uploadStorage.ts';

export const uploadsPath = '/uploads/';

/** Stores images under server-generated names; only such names are ever deleted. */
export function imageStore(storage: UploadStorage) {
  const nameOf = (url: string): string | null => {
    if (!url.startsWith(uploadsPath)) return null;
    const name = url.slice(uploadsPath.length);
    return storedName.test(name) ? name : null;
  };
  return {
    async save(image: Buffer): Promise<string> {
      const name = `${randomUUID()}.webp`;
      await storage.put(name, image);
      return uploadsPath + name;
    },
    async removeAll(urls: readonly string[]): Promise<void> {
      const names = urls.map(nameOf).filter((name): name is string => name !== null);
      await Promise.all(names.map((name) => storage.remove(name)));
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
