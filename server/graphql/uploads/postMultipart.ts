import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

import type { MultipartBody } from './multipartBody.ts';

const maxAnswerBytes = 4 * 1024 * 1024;

/**
 * POSTs a multipart body with node:http(s), streaming its files from disk through reused buffers,
 * and gives the answer back as a fetch `Response`. Like the client's `fetch` calls it follows no
 * redirects and stops when `signal` aborts.
 */
export function postMultipart(
  url: URL,
  headers: Record<string, string>,
  body: MultipartBody,
  signal: AbortSignal,
): Promise<Response> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      signal,
      headers: { ...headers, 'content-type': body.contentType, 'content-length': String(body.length) },
    });
    let answered = false;
    req.on('error', reject);
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        // A save's answer is one game: anything far larger is not an answer to read.
        if (received > maxAnswerBytes) req.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const bytes = Buffer.concat(chunks);
        resolve(
          new Response(bytes.length > 0 ? bytes : null, { status: res.statusCode ?? 502, headers: answer }),
        );
      });
    });
    body.writeTo(req).then(
      () => req.end(),
      (error: unknown) => {
        // The service may answer (and close) before it has read everything, e.g. a 401: that
        // answer is the outcome. Otherwise the body could not be sent.
        if (!answered) req.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
