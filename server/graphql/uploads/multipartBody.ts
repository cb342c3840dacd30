import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';

import type { FileUpload } from './fileUpload.ts';

export type FormField = { name: string; value: string } | { name: string; file: FileUpload };

const chunkBytes = 1024 * 1024;

/** Quotes a name for a Content-Disposition header the way browsers do (WHATWG HTML). */
const quoted = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/**
 * A multipart/form-data body whose files stay on disk until it is sent, and are then read
 * through two reused buffers: sending a form of any size holds two chunks in memory and makes no
 * garbage for the collector (web streams, as `fetch` uses, copy every chunk once more). Unlike a
 * stream-based form it can be sent again, as the retry of a `max_connections_per_hour` answer does.
 */
export class MultipartBody {
  readonly contentType: string;
  readonly length: number;
  readonly #parts: Array<Buffer | FileUpload>;

  constructor(fields: readonly FormField[]) {
    const boundary = `----gamevault-${randomBytes(12).toString('hex')}`;
    this.contentType = `multipart/form-data; boundary=${boundary}`;
    this.#parts = fields.flatMap((field) => {
      const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(field.name)}"`;
      if ('value' in field) return [Buffer.from(`${disposition}\r\n\r\n${field.value}\r\n`)];
      const { file } = field;
      const head = `${disposition}; filename="${quoted(file.filename)}"\r\nContent-Type: ${file.mimetype}\r\n\r\n`;
      return [Buffer.from(head), file, Buffer.from('\r\n')];
    });
    this.#parts.push(Buffer.from(`--${boundary}--\r\n`));
    this.length = this.#parts.reduce(
      (sum, part) => sum + (Buffer.isBuffer(part) ? part.length : part.size),
      0,
    );
  }

  /** Writes the body to `out`, waiting for each chunk to be taken before its buffer is reused. */
  async writeTo(out: Writable): Promise<void> {
    const write = (chunk: Buffer) =>
      new Promise<void>((resolve, reject) =>
        out.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    const buffers = [Buffer.allocUnsafeSlow(chunkBytes), Buffer.allocUnsafeSlow(chunkBytes)];
    let pending = Promise.resolve();
    let next = 0;
    for (const part of this.#parts) {
      if (Buffer.isBuffer(part)) {
        await pending;
        pending = write(part);
        continue;
      }
      const file = await open(part.path);
      try {
        let sent = 0;
        while (sent < part.size) {
          // This buffer's last write was awaited before the other one's began: it is free to fill
          // while the other one is still being written.
          const buffer = buffers[next] ?? Buffer.alloc(0);
          next = 1 - next;
          const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, part.size - sent), null);
          if (bytesRead === 0) throw new Error(`${part.filename} is shorter than when it was received`);
          sent += bytesRead;
          await pending;
          pending = write(buffer.subarray(0, bytesRead));
        }
      } finally {
        await file.close();
      }
    }
    await pending;
  }
}
