import type { Logger } from 'pino';

import { accountHash } from '../express/securityLog.ts';
import { loggedError } from './loggedError.ts';
import type { MailMessage, MailTransport } from './mailTransport.ts';

/** Waits before the second, third and fourth try of a message that could not be sent. */
export const defaultRetryDelaysMs: readonly number[] = [1000, 5000, 30_000];

export interface MailerOptions {
  transport: MailTransport;
  log: Logger;
  retryDelaysMs?: readonly number[];
  /** Messages being handed to the transport at once. */
  concurrency?: number;
}

interface Job {
  message: MailMessage;
  failures: number;
}

/**
 * An in-memory queue in front of a transport: `send` returns at once and never throws, so no
 * request waits for (or fails with) a mail server. A message that cannot be sent is tried again
 * after each delay; every failure is logged, the last one as an error. Recipients appear in these
 * lines only as an account hash, and masked in the failures' texts.
 */
export function createMailer(options: MailerOptions) {
  const { transport, log } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const concurrency = options.concurrency ?? 2;
  const queue: Job[] = [];
  const retries = new Set<NodeJS.Timeout>();
  const aborter = new AbortController();
  let active = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  function settleIfIdle(): void {
    if (queue.length > 0 || active > 0 || retries.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump(): void {
    while (!closed && active < concurrency) {
      const job = queue.shift();
      if (!job) break;
      active += 1;
      void attempt(job).finally(() => {
        active -= 1;
        pump();
        settleIfIdle();
      });
    }
  }

  async function attempt(job: Job): Promise<void> {
    const about = { account: accountHash(job.message.to), subject: job.message.subject };
    try {
      await transport.send(job.message, aborter.signal);
      log.info({ event: 'mail.sent', ...about, tries: job.failures + 1 }, 'Mail sent');
    } catch (error) {
      // A send cut off by the shutdown was counted as dropped there.
      if (closed) return;
      job.failures += 1;
      const delayMs = delays[job.failures - 1];
      const failure = { ...about, tries: job.failures, err: loggedError(error) };
      if (delayMs === undefined) {
        log.error({ event: 'mail.failed', ...failure }, 'Mail could not be sent; giving up');
        return;
      }
      log.warn(
        { event: 'mail.retry', ...failure, retryInMs: delayMs },
        'Mail could not be sent; trying again',
      );
      const timer = setTimeout(() => {
        retries.delete(timer);
        queue.push(job);
        pump();
      }, delayMs);
      timer.unref();
      retries.add(timer);
    }
  }

  return {
    /** Queues a message; returns at once. */
    send(message: MailMessage): void {
      if (closed) {
        log.warn(
          { event: 'mail.dropped', account: accountHash(message.to), count: 1 },
          'Mail after shutdown',
        );
        return;
      }
      queue.push({ message, failures: 0 });
      pump();
    },
    /** Resolves once every message was sent or given up, retries included. */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIfIdle();
      });
    },
    /**
     * Shutdown: does not wait for the queue. Messages waiting or being sent are dropped (and counted
     * in the log); those being sent are cut off.
     */
    close(): void {
      if (closed) return;
      closed = true;
      const dropped = queue.length + retries.size + active;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      queue.length = 0;
      aborter.abort();
      transport.close();
      if (dropped > 0) log.warn({ event: 'mail.dropped', count: dropped }, 'Unsent mail dropped at shutdown');
      settleIfIdle();
    },
  };
}
