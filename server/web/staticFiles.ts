import { existsSync } from 'node:fs';
import path from 'node:path';

import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import express from 'express';

import { immutableForAYear } from '../answers/cacheControl.ts';

/**
 * Static files are compressed by the `compression` middleware, and only they: its wrappers stored on
 * each response cost the collector more than the rest of a request (docs/performance.md), but a
 * browser asks for each file once and keeps the hashed ones for a year. Everything else the server
 * sends is compressed where it is sent (`answers/compressWhereSent.ts`).
 */
const compressFiles = compression();

/** The address's last segment has a file extension. */
const namesAFile = (req: Request) => /\.[a-z0-9]+$/i.test(req.path.split('/').filter(Boolean).at(-1) ?? '');

/** The built client: hashed assets cached for a year, everything else revalidated. */
export function clientFiles(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    dotfiles: 'ignore',
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? immutableForAYear : 'no-cache');
    },
  });
  return (req, res, next) => {
    if (namesAFile(req)) compressFiles(req, res, () => serve(req, res, next));
    else serve(req, res, next);
  };
}

/** A page route of the client: no dot segment, no file extension, and a browser asking for HTML. */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const segments = req.path.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (namesAFile(req)) return false;
  return req.accepts('html') === 'html';
}

/** Answers client routes with the client's index.html so that deep links work. */
export function clientFallback(clientDir: string): RequestHandler {
  const indexFile = path.join(clientDir, 'index.html');
  return (req: Request, res: Response, next) => {
    if (!isPageRequest(req) || !existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    compressFiles(req, res, () => res.sendFile(indexFile));
  };
}
