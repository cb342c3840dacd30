import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface SocketState {
  /** Responses on this connection not yet handed over to the operating system in full. */
  open: number;
  /** `bytesRead` when its last exchange ended: more bytes since mean a new request is arriving. */
  readAtRest: number;
}

export interface Drainable {
  /**
   * Keeps accepting connections but ends each after its answer: answers not yet begun carry
   * `Connection: close`, idle keep-alive connections close at once. What a balancer still sends
   * while it notices the instance is not ready is answered, not reset.
   */
  endKeepAlive(): void;
  /**
   * Stops accepting connections and lets the requests in flight finish: answers not yet begun
   * carry `Connection: close`, connections close as soon as they are idle. Past `timeoutMs` the
   * remaining connections are cut. Resolves true when everything finished in time.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

/**
 * Tracks a server's connections, and through `track` its requests, so that it can stop gracefully.
 * Node's own `closeIdleConnections` (also run by `server.close()`) destroys a connection whose last
 * answer is ended but still being written, cutting that answer short; the server gets a careful
 * version.
 */
export function drainable(server: Server): Drainable & { track: RequestListener } {
  const sockets = new Map<Socket, SocketState>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  let drained: Promise<boolean> | undefined;

  const isIdle = (socket: Socket, state: SocketState) =>
    state.open === 0 && socket.bytesRead === state.readAtRest;

  const closeIdle = () => {
    for (const [socket, state] of sockets) if (isIdle(socket, state)) socket.destroy();
  };
  server.closeIdleConnections = closeIdle;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { open: 0, readAtRest: 0 });
    socket.once('close', () => sockets.delete(socket));
  });

  // Called for each request before the application sees it: the header is in place however it answers.
  const track = (req: IncomingMessage, res: ServerResponse): void => {
    if (draining) res.setHeader('Connection', 'close');
    answering.add(res);
    const state = sockets.get(req.socket);
    if (state) state.open += 1;
    const atRest = () => {
      if (!state || state.open > 0 || !req.complete) return;
      state.readAtRest = req.socket.bytesRead;
      if (draining && isIdle(req.socket, state)) req.socket.destroy();
    };
    // Each fires once: `on` spares the wrappers `once` makes, and a body-less request, which is
    // complete before its answer closes, needs no listener on the request at all.
    res.on('close', () => {
      answering.delete(res);
      if (state) state.open -= 1;
      if (req.complete) atRest();
      else req.on('end', atRest);
    });
  };

  function endKeepAlive() {
    draining = true;
    for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    closeIdle();
  }

  async function drain(timeoutMs: number): Promise<boolean> {
    endKeepAlive();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const inTime = await Promise.race([closed.then(() => true as const), late]);
    clearTimeout(timer);
    if (!inTime) {
      server.closeAllConnections();
      await closed;
    }
    return inTime;
  }

  return {
    track,
    endKeepAlive,
    drain(timeoutMs) {
      drained ??= drain(timeoutMs);
      return drained;
    },
  };
}
