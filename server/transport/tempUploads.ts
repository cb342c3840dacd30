import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * The temporary directory of one multipart request's files (REST game forms and GraphQL uploads).
 * Whoever still needs the files holds it (the parser while it writes them, the response until it
 * is over, a GraphQL resolver while it sends them on); the directory is removed when the last one
 * lets go, whatever the outcome, and after that nobody can take hold of it again.
 */
export class TempUploads {
  readonly dir: string;
  #holders = 0;
  #removed = false;
  readonly #onRemoveError: (error: unknown) => void;

  constructor(dir: string, onRemoveError: (error: unknown) => void) {
    this.dir = dir;
    this.#onRemoveError = onRemoveError;
  }

  /** A fresh private (0700) directory under `root`. */
  static async create(root: string, onRemoveError: (error: unknown) => void): Promise<TempUploads> {
    await mkdir(root, { recursive: true, mode: 0o700 });
    return new TempUploads(await mkdtemp(path.join(root, 'upload-')), onRemoveError);
  }

  /** Keeps the files until the returned function is called (calling it again does nothing). */
  hold(): () => void {
    if (this.#removed) {
      throw new Error('The uploaded files are gone: the request has ended');
    }
    this.#holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#holders -= 1;
      if (this.#holders > 0) return;
      this.#removed = true;
      rm(this.dir, { recursive: true, force: true, maxRetries: 3 }).catch(this.#onRemoveError);
    };
  }
}

/**
 * The temporary files of one request, held until its response is over (sent, failed, or the client
 * gone) and until the parser calls `parsed`.
 */
export async function requestUploads(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  onRemoveError: (error: unknown) => void,
): Promise<{ files: TempUploads; parsed: () => void }> {
  const files = await TempUploads.create(root, onRemoveError);
  const parsed = files.hold();
  const answered = files.hold();
  if (req.socket.destroyed) answered();
  else res.once('close', answered);
  return { files, parsed };
}
