import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import express from 'express';

import type { UploadStorage } from './uploadStorage.ts';
import { setUploadHeaders, storedName } from './uploadStorage.ts';

/** Uploads in a directory of this machine: right for one instance, or several sharing that directory. */
export function directoryStorage(dir: string): UploadStorage {
  const fileOf = (name: string) => {
    if (!storedName.test(name)) throw new Error(`Not a stored upload name: ${name}`);
    return path.join(dir, name);
  };
  return {
    prepare: async () => {
      await mkdir(dir, { recursive: true });
    },
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(name), bytes, { flag: 'wx' });
    },
    async read(name) {
      if (!storedName.test(name)) return null;
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
    serve: express.static(dir, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      cacheControl: false,
      setHeaders: setUploadHeaders,
    }),
    close() {},
  };
}
