import type { RequestHandler } from 'express';
import multer from 'multer';
import type { Limits } from '../../config.ts';
import { HttpError } from '../http/HttpError.ts';
import { messages } from '../validation/messages.ts';

const maxFiles = 5;

/** Maps multer's limit errors to answers that name the rule that was broken. */
function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  // Anything else busboy or multer raise while parsing is a malformed body, not a server fault.
  if (!(error instanceof multer.MulterError)) return new HttpError(400, 'Malformed multipart body');
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, messages.game.imageTooLarge);
    case 'LIMIT_FILE_COUNT':
      return new HttpError(400, messages.game.tooManyScreenshots);
    default:
      return new HttpError(400, `Malformed upload: ${error.message}`);
  }
}

/**
 * Parses a game form: text fields plus at most one cover and four screenshots, kept in memory
 * (nothing touches the disk before the images are checked and re-encoded).
 */
export function gameFormParser(limits: Limits): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limits.maxUploadBytes,
      files: maxFiles,
      fields: 10,
      fieldSize: 512 * 1024,
      fieldNameSize: 100,
      parts: 20,
    },
  }).any();
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new HttpError(415, 'Send the game as multipart/form-data'));
      return;
    }
    upload(req, res, (error?: unknown) => next(error ? toHttpError(error) : undefined));
  };
}
