import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Request, RequestHandler, Response } from 'express';
import express from 'express';

import { immutableForAYear } from '../http/cacheControl.ts';

/** The built client: hashed assets cached for a year, everything else revalidated. */
export function clientFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, {
    index: false,
    dotfiles: 'ignore',
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? immutableForAYear : 'no-cache');
    },
  });
}

/** A page route of the client: no dot segment, no file extension, and a browser asking for HTML. */
export function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const segments = req.path.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (/\.[a-z0-9]+$/i.test(segments.at(-1) ?? '')) return false;
  return req.accepts('html') === 'html';
}

/** Answers client routes with the client's index.html so that deep links work. */
export function clientFallback(clientDir: string): RequestHandler {
  const indexFile = path.join(clientDir, 'index.html');
  return (req: Request, res: Response, next) => {
    if (!isPageRequest(req) || !existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
}
