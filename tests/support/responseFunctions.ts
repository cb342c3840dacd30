import type { IncomingMessage, Server, ServerResponse } from 'node:http';

const ownFunctions = (res: ServerResponse) =>
  Object.entries(res)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name);

export interface AnsweredRequest {
  request: string;
  /** The functions some step stored on the response, which it did not have when it came in. */
  added: string[];
}

/**
 * What `work`'s requests to `server` (those `watched` picks) found stored on their responses by the
 * time each was answered. Such functions, when they refer to the response, make every request's
 * objects outlive the young generation (docs/performance.md).
 */
export async function functionsStoredOnResponses(
  server: Server,
  work: () => Promise<void>,
  watched: (url: string) => boolean = () => true,
): Promise<AnsweredRequest[]> {
  const answered: AnsweredRequest[] = [];
  const watch = (req: IncomingMessage, res: ServerResponse) => {
    if (!watched(req.url ?? '')) return;
    const before = new Set(ownFunctions(res));
    res.once('finish', () =>
      answered.push({
        request: `${req.method ?? ''} ${req.url ?? ''}`,
        added: ownFunctions(res).filter((name) => !before.has(name)),
      }),
    );
  };
  server.prependListener('request', watch);
  try {
    await work();
  } finally {
    server.removeListener('request', watch);
  }
  return answered;
}
