import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Rendered images on disk, one file per source, width and format; each is made once. */
export function imageCache(dir: string) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const fileFor = (key: string, format: string) =>
    path.join(dir, `${createHash('sha256').update(key).digest('hex')}.${format}`);

  return {
    async get(key: string, format: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const file = fileFor(key, format);
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
      const pending = inFlight.get(file);
      if (pending) return pending;
      const made = (async () => {
        const bytes = await render();
        await mkdir(dir, { recursive: true });
        const temp = `${file}.${randomUUID()}.tmp`;
        await writeFile(temp, bytes);
        await rename(temp, file);
        return bytes;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, made);
      return made;
    },
  };
}
