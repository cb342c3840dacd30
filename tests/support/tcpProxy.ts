import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** A loopback TCP proxy that a test can take down and bring back at the same port. */
export interface TcpProxy {
  port: number;
  /** Closes the port (new connections are refused) and cuts every connection through it. */
  refuse(): Promise<void>;
  /** Listens again at the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const createListener = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  let listener: net.Server | undefined = createListener();
  const port = await listen(listener, 0);

  const refuse = async () => {
    const closing = listener;
    listener = undefined;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    refuse,
    async restore() {
      if (listener) return;
      listener = createListener();
      await listen(listener, port);
    },
    close: refuse,
  };
}
