import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

export interface ImageCacheOptions {
  dir: string;
  /** The most bytes the rendered files may take together; the least recently used go first. */
  maxBytes: number;
  log: Logger;
}

/** A file this cache writes: the SHA-256 of its key, and its format. */
const cachedName = /^[0-9a-f]{64}\.(?:avif|webp)$/;
/** A half-written file older than this was left by a stopped process. */
const staleTempMs = 60_000;

/**
 * Rendered images on disk, one file per source, width and format; each is made once. The files
 * take at most `maxBytes`: past it the least recently used are deleted. Each use touches its
 * file's modification time, so the order survives a restart, when the index is read back from
 * the directory.
 */
export function imageCache({ dir, maxBytes, log }: ImageCacheOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const remove = (file: string) => unlink(file).catch(() => undefined);
  /** Deletions of evicted files not yet done: a write waits for those it caused. */
  const evictions: Promise<void>[] = [];
  const files = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') evictions.push(remove(file));
    },
  });
  const settle = () => Promise.all(evictions.splice(0));
  const fileFor = (key: string, format: string) =>
    path.join(dir, `${createHash('sha256').update(key).digest('hex')}.${format}`);

  async function readIndex() {
    await mkdir(dir, { recursive: true });
    const found: { file: string; size: number; usedAt: number }[] = [];
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      if (name.endsWith('.tmp') && Date.now() - info.mtimeMs > staleTempMs) await remove(file);
      if (cachedName.test(name)) found.push({ file, size: info.size, usedAt: info.mtimeMs });
    }
    // Oldest first, so that the most recently used end up the last to go.
    for (const { file, size } of found.sort((a, b) => a.usedAt - b.usedAt)) files.set(file, size);
    await settle();
  }
  const ready = readIndex().catch((error: unknown) => {
    log.warn({ err: error, dir }, 'The image cache could not be read; it starts empty');
  });

  async function used(file: string, size: number) {
    if (files.get(file) === undefined) files.set(file, size);
    const now = new Date();
    await Promise.all([utimes(file, now, now).catch(() => undefined), settle()]);
  }

  async function keep(file: string, bytes: Buffer) {
    if (bytes.byteLength > maxBytes) return;
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      // A full or read-only disk costs renders, not answers.
      log.warn({ err: error, file }, 'A resized image could not be kept');
      await remove(temp);
      return;
    }
    files.set(file, bytes.byteLength);
    await settle();
  }

  return {
    async get(key: string, format: string, render: () => Promise<Buffer>): Promise<Buffer> {
      await ready;
      const file = fileFor(key, format);
      const cached = await readFile(file).catch(() => undefined);
      if (cached) {
        await used(file, cached.byteLength);
        return cached;
      }
      const pending = inFlight.get(file);
      if (pending) return pending;
      const made = (async () => {
        const bytes = await render();
        await keep(file, bytes);
        return bytes;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, made);
      return made;
    },
  };
}
