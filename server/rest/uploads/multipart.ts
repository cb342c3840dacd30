import type { RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import type { Limits } from '../../config.ts';
import {
  countingStream,
  declaresMoreThan,
  maxUploadBodyBytes,
  maxUploadFiles,
} from '../../transport/bodySize.ts';
import { requestUploads } from '../../transport/tempUploads.ts';
import { HttpError } from '../express/HttpError.ts';

/** The connection is closed after this answer: the rest of the body is never read. */
/**
 * A body announced too long is never read: its connection closes with the answer. One found too long
 * while counting is closed by `countingStream`, after the answer has gone.
 */
const bodyTooLarge = (closeConnection = true) =>
  new HttpError(413, 'Request body is too large', {}, closeConnection ? { Connection: 'close' } : {});

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
 * Parses a game form: text fields plus at most one cover and four screenshots. The files wait in
 * a private temporary directory of the request (not in memory, and never in the upload
 * directory) until they are checked and re-encoded; the directory goes when the request is over.
 * A body larger than the largest form is refused with 413 as soon as its declared length or its
 * counted bytes say so, before the rest of it is read.
 */
export function gameFormParser(limits: Limits, tempRoot: string, log: Logger): RequestHandler {
  const maxBytes = maxUploadBodyBytes(limits.maxUploadBytes);
  const onRemoveError = (error: unknown) =>
    log.warn({ err: error }, 'could not remove temporary upload files');
  return async (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new HttpError(415, 'Send the game as multipart/form-data'));
      return;
    }
    if (declaresMoreThan(req, maxBytes)) {
      next(bodyTooLarge());
      return;
    }
    let temp;
    try {
      temp = await requestUploads(tempRoot, req, res, onRemoveError);
    } catch (error) {
      next(error);
      return;
    }
    const { files, parsed } = temp;
    // Exactly one answer: the 413 of the byte count may come before multer has stopped.
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    const options: multer.Options & { streamHandler: ReturnType<typeof countingStream> } = {
      storage: multer.diskStorage({ destination: files.dir }),
      limits: {
        fileSize: limits.maxUploadBytes,
        files: maxUploadFiles,
        fields: 10,
        fieldSize: 512 * 1024,
        fieldNameSize: 100,
        parts: 20,
      },
      // Not in multer's type definitions yet: how multer feeds the body to busboy (multer 2.1+).
      streamHandler: countingStream(maxBytes, res, () => settle(bodyTooLarge(false))),
    };
    multer(options).any()(req, res, (error?: unknown) => {
      parsed();
      settle(error ? toHttpError(error) : undefined);
    });
  };
}
