import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { FileUpload } from './fileUpload.ts';

const csrfMessage =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send an ' +
  'Apollo-Require-Preflight header with multipart requests.';

function fail(res: Response, status: number, message: string, code = 'BAD_REQUEST'): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
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
 * It asks for a preflight header (CSRF) and an admin's token before reading the body, and holds files
 * in memory within the same limits as the REST service, which checks and stores them.
 */
export function multipartRequest(
  maxFileBytes: number,
  isAdmin: (req: Request) => Promise<boolean>,
): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { files: 5, fileSize: maxFileBytes, fields: 2, fieldSize: 256 * 1024, parts: 7 },
  }).any();
  return async (req: Request, res: Response, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    const preflight = req.get('apollo-require-preflight') || req.get('x-apollo-operation-name');
    if (!preflight) return fail(res, 400, csrfMessage);
    if (!/^Bearer \S+$/.test(req.get('authorization') ?? '')) {
      return fail(res, 401, 'Authentication required', 'UNAUTHENTICATED');
    }
    // Only admins save games: nobody else gets files buffered in memory.
    if (!(await isAdmin(req).catch(() => false))) {
      return fail(res, 403, 'You do not have permission to perform this action', 'FORBIDDEN');
    }
    parse(req, res, (error?: unknown) => {
      if (error) {
        const tooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
        return tooLarge
          ? fail(res, 413, 'Image is too large', 'BAD_USER_INPUT')
          : fail(res, 400, 'Malformed multipart request');
      }
      const body = req.body as Record<string, unknown>;
      const operations = parseJson(body.operations);
      const map = parseJson(body.map);
      if (typeof operations !== 'object' || operations === null || Array.isArray(operations)) {
        return fail(res, 400, 'The operations field must be one GraphQL operation as JSON');
      }
      if (typeof map !== 'object' || map === null) return fail(res, 400, 'The map field must be JSON');
      const files = Array.isArray(req.files) ? req.files : [];
      for (const file of files) {
        const paths = (map as Record<string, unknown>)[file.fieldname];
        const upload = new FileUpload(file.originalname, file.mimetype, file.buffer);
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
