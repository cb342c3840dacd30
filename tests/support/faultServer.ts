import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: JSON `body` (or `raw` text as is), sent after `delayMs`. */
export interface FaultAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Cut the connection instead of answering (after `delayMs`), once the request has arrived. */
  drop?: boolean;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `performance.now()` when the request ended arriving. */
  receivedAt: number;
}

export interface FaultServer {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** Requests received and not yet answered or dropped, now and at most so far. */
  readonly openRequests: number;
  readonly maxOpenRequests: number;
  /** Queues answers; once the queue is empty every request gets the fallback answer. */
  answer(...answers: FaultAnswer[]): void;
  setFallback(answer: FaultAnswer): void;
  close(): Promise<void>;
}

export interface FaultServerOptions {
  /** The answer once the queue is empty; 200 `{}` unless told. */
  fallback?: FaultAnswer;
  /** A fixed port, to bring a closed server back at the same address; 0 (any free port) unless told. */
  port?: number;
  /** Answers chosen from the request (by path, say) before the queue; undefined falls through. */
  respond?: (request: ReceivedRequest) => FaultAnswer | undefined;
}

/** A tiny loopback HTTP server whose answers a test scripts, standing in for the REST service. */
export async function startFaultServer(options: FaultServerOptions = {}): Promise<FaultServer> {
  const queue: FaultAnswer[] = [];
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let otherwise = options.fallback ?? { status: 200, body: {} };
  let openRequests = 0;
  let maxOpenRequests = 0;

  const server = createServer((req, res) => {
    openRequests += 1;
    maxOpenRequests = Math.max(maxOpenRequests, openRequests);
    res.on('close', () => {
      openRequests -= 1;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      };
      requests.push(received);
      const answer = options.respond?.(received) ?? queue.shift() ?? otherwise;
      const send = () => {
        if (res.destroyed) return;
        if (answer.drop) {
          res.socket?.destroy();
          return;
        }
        const payload = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        res.end(payload);
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get openRequests() {
      return openRequests;
    },
    get maxOpenRequests() {
      return maxOpenRequests;
    },
    answer: (...answers) => void queue.push(...answers),
    setFallback: (answer) => {
      otherwise = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
