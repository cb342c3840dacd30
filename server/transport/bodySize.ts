import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';

/** A game form holds at most a cover and 4 screenshots, on both the REST and the GraphQL path. */
export const maxUploadFiles = 5;
/** Room for the text fields and part headers, next to the files. */
const fieldsAllowance = 1024 * 1024;

/** The largest multipart body a game save may send: every file at its largest, and the fields. */
export const maxUploadBodyBytes = (maxFileBytes: number) => maxUploadFiles * maxFileBytes + fieldsAllowance;

/** True when the request announces a body longer than `maxBytes` (`Content-Length`). */
export function declaresMoreThan(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes;
}

/** How long a connection closed after an early answer waits for the client to stop sending (as nginx's lingering close). */
const lingerIdleMs = 5000;
const lingerMaxMs = 30_000;

/**
 * Closes the connection of a request answered before its body was read, without losing the answer:
 * a socket closed with unread data sends a reset, and a reset makes the client's side drop what it
 * has not read yet, the answer included. So this side finishes first (FIN), and whatever the
 * client still sends is read and dropped until it stops, goes quiet for `lingerIdleMs`, or
 * `lingerMaxMs` have passed.
 */
function lingeringClose(req: IncomingMessage): void {
  const { socket } = req;
  const close = () => socket.destroy();
  let idle = setTimeout(close, lingerIdleMs);
  const deadline = setTimeout(close, lingerMaxMs);
  req.on('data', () => {
    clearTimeout(idle);
    idle = setTimeout(close, lingerIdleMs);
  });
  req.resume();
  socket.end();
  // The answered request no longer hears of its connection: end it here, so that whoever still
  // waits for its body (multer) stops waiting.
  socket.once('close', () => {
    clearTimeout(idle);
    clearTimeout(deadline);
    req.destroy();
  });
}

/**
 * A multer `streamHandler` that feeds the body to the parser while counting it, for bodies sent
 * without a length (chunked): once more than `maxBytes` have come it stops the parser and calls
 * `onTooLarge` (which answers 413, without `Connection: close`: Node would cut the connection the
 * moment the answer is written, and the client could lose it), without waiting for the rest. Once
 * `res` has gone out the request is over: `lingeringClose` ends the connection, which also ends
 * multer's wait for the body's end.
 */
export function countingStream(maxBytes: number, res: ServerResponse, onTooLarge: () => void) {
  return (req: IncomingMessage, parser: Writable): void => {
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return;
      req.off('data', count);
      req.unpipe(parser);
      parser.destroy(new Error('Request body is too large'));
      res.once('finish', () => lingeringClose(req));
      onTooLarge();
    };
    // Attached in the same tick as the pipe, so both see every chunk.
    req.on('data', count);
    req.pipe(parser);
  };
}
