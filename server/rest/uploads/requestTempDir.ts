import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export interface RequestTempDir {
  dir: string;
  /** The parser is done with the directory (it has written or removed every file). */
  parsed(): void;
}

/**
 * A private (0700) directory under `root` for one request's uploaded files. It is removed once the
 * parser is done and the response is over (sent, failed, or the client gone), whatever the outcome.
 */
export async function requestTempDir(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  onRemoveError: (error: unknown) => void,
): Promise<RequestTempDir> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(root, 'form-'));
  let holders = 2;
  const release = () => {
    holders -= 1;
    if (holders === 0) rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(onRemoveError);
  };
  if (req.socket.destroyed) release();
  else res.once('close', release);
  let parsed = false;
  return {
    dir,
    parsed: () => {
      if (parsed) return;
      parsed = true;
      release();
    },
  };
}
