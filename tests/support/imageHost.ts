import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ImageRoute {
  status?: number;
  type?: string;
  body?: Buffer;
  location?: string;
}

export interface ImageHost {
  origin: string;
  /** Requests received, as their request lines name them (undecoded, query included). */
  hits: string[];
  close(): Promise<void>;
}

/** The route a request names: its path decoded once, as a web server finds the file. */
function routeKey(url: string): string {
  const pathname = new URL(url, 'http://image.host').pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A loopback HTTP server standing in for the upstream's host: answers from `routes` (decoded path
 * → status, type, body) and 404 for the rest, and records every request it receives.
 */
export async function startImageHost(routes: Record<string, ImageRoute> = {}): Promise<ImageHost> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const route = routes[routeKey(req.url ?? '/')];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': route.type ?? 'image/png' };
    if (route.location) headers.location = route.location;
    res.writeHead(route.status ?? 200, headers).end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
