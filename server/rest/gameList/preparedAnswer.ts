import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import type { EncodedBody, Encoding } from '../../answers/encodedBody.ts';
import { clientHasCopy, contentHeaders, encodingFor, etagOf } from '../../answers/encodedBody.ts';

/** One encoding of a body, made already. */
export interface ReadyForm {
  encoding: Encoding | 'identity';
  bytes: Buffer;
}

/** The form of `body` this client gets, when it is made already. */
export function readyForm(req: IncomingMessage, body: EncodedBody): ReadyForm | undefined {
  const encoding = encodingFor(req, body.identity.length);
  const bytes = body.ready(encoding);
  return bytes && { encoding, bytes };
}

/** Every header of a 200 and of a 304 answer with one ready form, flat (name, value, …) for `writeHead`. */
export interface PreparedHeaders {
  ok: string[];
  notModified: string[];
}

/**
 * The headers `sendEncoded` (answers/encodedBody.ts) would give `form` with status 200, after
 * `headers`, which must include `Vary: Accept-Encoding`: made once, for answers sent many times.
 */
export function prepareHeaders(
  body: EncodedBody,
  form: ReadyForm,
  headers: OutgoingHttpHeaders,
): PreparedHeaders {
  const notModified = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).flatMap((one) => [name, one]),
  );
  notModified.push('ETag', etagOf(body, form.encoding));
  return { notModified, ok: [...notModified, ...contentHeaders(body, form.encoding, form.bytes).flat()] };
}

/**
 * Sends a ready form of a GET with its prepared headers: 200, or 304 when the client's copy is
 * current. Returns the status sent.
 */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedBody,
  form: ReadyForm,
  headers: PreparedHeaders,
): 200 | 304 {
  if (clientHasCopy(req, body)) {
    res.writeHead(304, headers.notModified).end();
    return 304;
  }
  res.writeHead(200, headers.ok).end(form.bytes);
  return 200;
}
