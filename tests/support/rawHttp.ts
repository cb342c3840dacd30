import net from 'node:net';

/** What a client read from one connection until the server closed it. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole answer arrived: every byte its `Content-Length` or chunked framing announced. */
  complete: boolean;
  /** A socket error instead of an orderly close (a reset, say). */
  error?: string;
}

function parse(raw: Buffer, error: string | undefined): RawAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '', complete: false, error };
  const [statusLine = '', ...headerLines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  let body = rawBody;
  let complete: boolean;
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    let at = 0;
    complete = false;
    for (;;) {
      const lineEnd = rawBody.indexOf('\r\n', at);
      if (lineEnd < 0) break;
      const size = parseInt(rawBody.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size) || rawBody.length < lineEnd + 2 + size + 2) break;
      if (size === 0) {
        complete = true;
        break;
      }
      parts.push(rawBody.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    complete = rawBody.length === Number(headers['content-length'] ?? Number.NaN);
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: body.toString('utf8'),
    complete: complete && error === undefined,
    error,
  };
}

export interface HeldRequest {
  /** The connection is open and the first part of the request was written. */
  sent: Promise<void>;
  /** Writes the rest of the request. */
  finish(): void;
  /** Everything read until the connection closed. */
  answer: Promise<RawAnswer>;
}

/**
 * A request sent in two parts on its own connection: `head` at once, `tail` only when told. Until
 * then it is in flight on the server, which can neither answer it nor treat the connection as idle.
 */
export function heldRequest(url: string, head: string, tail: string): HeldRequest {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  let error: string | undefined;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message;
  });
  const sent = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.write(head, () => resolve()));
    socket.once('error', reject);
  });
  const answer = new Promise<RawAnswer>((resolve) =>
    socket.once('close', () => resolve(parse(Buffer.concat(chunks), error))),
  );
  return { sent, finish: () => socket.write(tail), answer };
}

/** Tries a new connection: true when the port refuses it. */
export function isRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

export interface Trickled {
  answer: RawAnswer;
  /** Whether every piece was written before the server closed the connection. */
  sentAll: boolean;
}

/**
 * Sends `head` at once, then `body` in `pieces` parts, one every `intervalMs`, on a connection of
 * its own; stops writing once the server has closed it.
 */
export async function trickle(
  url: string,
  head: string,
  body: Buffer,
  pieces: number,
  intervalMs: number,
  options: { endWhenSent?: boolean } = {},
): Promise<Trickled> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  let error: string | undefined;
  let closed = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (e: NodeJS.ErrnoException) => {
    error ??= e.code ?? e.message;
  });
  const answer = new Promise<RawAnswer>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve(parse(Buffer.concat(chunks), error));
    }),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  const size = Math.ceil(body.length / pieces);
  let sentAll = true;
  for (let at = 0; at < body.length; at += size) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    if (closed || socket.writableEnded) {
      sentAll = false;
      break;
    }
    socket.write(body.subarray(at, at + size));
  }
  // Done sending: a server that would keep a keep-alive connection open for more closes it now.
  if (!closed && options.endWhenSent) socket.end();
  return { answer: await answer, sentAll };
}
