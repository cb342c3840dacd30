import type { RequestHandler } from 'express';

import { immutableForAYear } from '../answers/cacheControl.ts';

/**
 * Where uploaded images live: a directory on this machine (one instance) or an S3-compatible
 * bucket that every instance shares. Names are the server's own (`<uuid>.webp`); callers check them.
 */
export interface UploadStorage {
  /** Makes the place ready (the directory, or the bucket when it does not exist yet). */
  prepare(): Promise<void>;
  put(name: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing has that name. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
  /** Serves `/uploads/<name>` (mounted at `/uploads`) with {@link setUploadHeaders}; unknown names fall through. */
  serve: RequestHandler;
  close(): void;
}

/** A stored name as the server makes them: nothing else is ever read, served or deleted. */
export const storedName = /^[0-9a-f-]{36}\.webp$/;

/** Headers of every served upload: names never change content, so a year and immutable. */
export function setUploadHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('Cache-Control', immutableForAYear);
  // Covers may be shown on other origins (clients of the API); nothing else may be.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

/** The store did not take or give an upload (an S3 outage): the request may be tried again later. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The upload store did not answer', { cause });
  }
}
