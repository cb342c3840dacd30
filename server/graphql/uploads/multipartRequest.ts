import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import {
  countingStream,
  declaresMoreThan,
  maxUploadBodyBytes,
  maxUploadFiles,
} from '../../transport/bodySize.ts';
import type { TempUploads } from '../../transport/tempUploads.ts';
import { requestUploads } from '../../transport/tempUploads.ts';
import { bearerToken } from '../caller.ts';
import type { ErrorCode } from '../errors.ts';
import { errorBody } from '../errors.ts';
import { FileUpload } from './fileUpload.ts';

export interface MultipartOptions {
  /** Largest file; the whole body may hold five of them and the two JSON fields. */
  maxFileBytes: number;
  /** Where each request gets its private directory for its files. */
  tempDir: string;
  isAdmin: (req: Request) => Promise<boolean>;
  log: Logger;
}

const maxFieldBytes = 256 * 1024;

const csrfMessage =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send an ' +
  'Apollo-Require-Preflight header with multipart requests.';

function fail(res: Response, status: number, message: string, code: ErrorCode = 'BAD_REQUEST'): void {
  res.status(status).json(errorBody(code, message));
}

/**
 * Answers 413. A body announced too long is never read, and its connection closes with the answer;
 * one found too long while counting is closed by `countingStream`, after the answer has gone.
 */
function tooLarge(res: Response, closeConnection = true): void {
  if (res.headersSent) return;
  if (closeConnection) res.setHeader('Connection', 'close');
  fail(res, 413, 'Request body is too large');
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts `value` at a dotted path such as `variables.screenshots.1`, refusing prototype segments. */
function place(target: unknown, path: string, value: FileUpload): boolean {
  const segments = path.split('.');
  if (segments[0] !== 'variables' || segments.some((segment) => forbiddenSegments.has(segment))) return false;
  let node = target as Record<string, unknown>;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    if (typeof next !== 'object' || next === null) return false;
    node = next as Record<string, unknown>;
  }
  node[segments.at(-1) ?? ''] = value;
  return true;
}

/**
 * The GraphQL multipart request specification (`operations`, `map`, files), for admin game saves.
 * It asks for a preflight header (CSRF) and an admin's token before reading the body, refuses a
 * body larger than five files and the fields (declared or counted) with 413 before reading the
 * rest, and writes files to a private temporary directory rather than holding them in memory:
 * the REST service, which checks and stores them, reads them from there. The directory goes when
 * the request is over, however it ends.
 */
export function multipartRequest(options: MultipartOptions): RequestHandler {
  const maxBodyBytes = maxUploadBodyBytes(options.maxFileBytes);
  const onRemoveError = (error: unknown) =>
    options.log.warn({ err: error }, 'could not remove temporary upload files');

  return async (req: Request, res: Response, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    const preflight = req.get('apollo-require-preflight') || req.get('x-apollo-operation-name');
    if (!preflight) return fail(res, 400, csrfMessage);
    if (!bearerToken(req)) return fail(res, 401, messages.authenticationRequired, 'UNAUTHENTICATED');
    // Only admins save games: nobody else gets files written.
    if (!(await options.isAdmin(req).catch(() => false))) {
      return fail(res, 403, messages.forbidden, 'FORBIDDEN');
    }
    if (declaresMoreThan(req, maxBodyBytes)) return tooLarge(res);

    let uploads: { files: TempUploads; parsed: () => void };
    try {
      uploads = await requestUploads(options.tempDir, req, res, onRemoveError);
    } catch (error) {
      return next(error);
    }
    const { files, parsed } = uploads;
    if (req.socket.destroyed) return parsed();
    const parserOptions: multer.Options & { streamHandler: ReturnType<typeof countingStream> } = {
      storage: multer.diskStorage({ destination: files.dir }),
      limits: {
        files: maxUploadFiles,
        fileSize: options.maxFileBytes,
        fields: 2,
        fieldSize: maxFieldBytes,
        parts: 7,
      },
      // Not in multer's type definitions yet: how multer feeds the body to busboy (multer 2.1+).
      streamHandler: countingStream(maxBodyBytes, res, () => tooLarge(res, false)),
    };
    multer(parserOptions).any()(req, res, (error?: unknown) => {
      parsed();
      if (res.headersSent) return;
      if (error) {
        const fileTooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
        return fileTooLarge
          ? fail(res, 413, messages.game.imageTooLarge, 'BAD_USER_INPUT')
          : fail(res, 400, 'Malformed multipart request');
      }
      const body = req.body as Record<string, unknown>;
      const operations = parseJson(body.operations);
      const map = parseJson(body.map);
      if (typeof operations !== 'object' || operations === null || Array.isArray(operations)) {
        return fail(res, 400, 'The operations field must be one GraphQL operation as JSON');
      }
      if (typeof map !== 'object' || map === null) return fail(res, 400, 'The map field must be JSON');
      for (const file of Array.isArray(req.files) ? req.files : []) {
        const paths = (map as Record<string, unknown>)[file.fieldname];
        const upload = new FileUpload(file.originalname, file.mimetype, file, files);
        if (
          !Array.isArray(paths) ||
          !paths.every((path) => typeof path === 'string' && place(operations, path, upload))
        ) {
          return fail(res, 400, `File ${file.fieldname} has no valid place in the map`);
        }
      }
      req.body = operations;
      req.headers['content-type'] = 'application/json';
      next();
    });
  };
}
