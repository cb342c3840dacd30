import type { AddressInfo, Socket } from 'node:net';
import net from 'node:net';

import { SMTPServer } from 'smtp-server';

import type { ReadMail } from './mail.ts';
import { readMail } from './mail.ts';

export interface ReceivedMail extends ReadMail {
  envelope: { from: string; to: string[] };
}

export interface TestSmtpServer {
  url: string;
  /** Messages the server accepted, in order. */
  received: ReceivedMail[];
  /** Every DATA command that reached the server, accepted or refused. */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (no TLS, no login). `refuse(attempt)` may answer a
 * DATA command with an SMTP reply code instead of accepting it (451: try later; 550: never);
 * `refuseRecipients` refuses every RCPT TO with 550, naming the address as real servers do.
 */
export async function startSmtpServer(
  refuse: (attempt: number) => number | undefined = () => undefined,
  { refuseRecipients = false } = {},
): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], attempts: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients) return callback();
      const message = `<${address.address}>: Recipient address rejected: User unknown`;
      callback(Object.assign(new Error(message), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      state.attempts += 1;
      const code = refuse(state.attempts);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (code !== undefined) {
          callback(Object.assign(new Error(`Refused with ${code}`), { responseCode: code }));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        readMail(Buffer.concat(chunks)).then(
          (mail) => {
            state.received.push({ ...mail, envelope });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word (not even the SMTP greeting). */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    firstConnection,
    sockets,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
