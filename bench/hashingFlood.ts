import { startBenchServer } from './benchServer.ts';
import { percentile } from './percentile.ts';
import { pinLoadGenerator } from './processes.ts';

const gatewayKey = 'bench-gateway-key-0123456789abcdefghijklmnop';
const password = 'Member-Pass-84k';
/** The audit's flood: anonymous password work at 50 a second from 200 addresses. */
const floodPerSecond = 50;
const floodAddresses = 200;
/** Real sign-ins beside it, each of an existing account with its right password. */
const signInsPerSecond = 4;
const members = 20;
const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 40);

export interface HashingFloodResult {
  /** Real sign-ins made, and the share that did not answer 200. */
  signIns: number;
  failedPercent: number;
  signInP50Ms: number;
  signInP99Ms: number;
  /** How the flood was answered, by status, and how many accounts it made. */
  floodAnswers: Record<string, number>;
  accountsRegistered: number;
}

const post = (url: string, ip: string, json: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-key': gatewayKey, 'x-forwarded-for': ip },
    body: JSON.stringify(json),
  });

/** Fires `perSecond` calls of `next` for `durationMs`, then waits for every answer. */
async function steady(perSecond: number, durationMs: number, next: (turn: number) => Promise<void>) {
  const pending: Promise<void>[] = [];
  let turn = 0;
  const timer = setInterval(() => pending.push(next((turn += 1))), 1000 / perSecond);
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  clearInterval(timer);
  await Promise.all(pending);
}

/**
 * Audit finding 4: unknown-email logins and registrations at 50 a second from 200 addresses, beside
 * real sign-ins of existing accounts. Reports how many real sign-ins failed and how long they took.
 */
export async function benchHashingFlood(): Promise<HashingFloodResult> {
  const server = await startBenchServer({ env: { GATEWAY_KEY: gatewayKey }, games: 10 });
  pinLoadGenerator(1);
  const auth = (action: string) => `${server.url}/api/auth.php?action=${action}`;
  try {
    const emails = Array.from({ length: members }, (_, index) => `member-${index}@bench.example`);
    for (const [index, email] of emails.entries()) {
      const answer = await post(auth('register'), `198.18.0.${index + 1}`, { email, password });
      if (answer.status !== 201) throw new Error(`could not register ${email}: ${answer.status}`);
    }
    // A new minute: the registrations above spent some of the anonymous budget.
    await new Promise((resolve) => setTimeout(resolve, 61_000));

    const floodAnswers: Record<string, number> = {};
    const signInTimes: number[] = [];
    let failed = 0;
    const flood = steady(floodPerSecond, seconds * 1000, async (turn) => {
      const ip = `10.20.${Math.floor((turn % floodAddresses) / 250)}.${(turn % floodAddresses) + 1}`;
      const registering = turn % 5 === 0;
      const body = { email: `flood-${turn}-${Date.now()}@bench.example`, password: 'Flood-Pass-37w' };
      const answer = await post(auth(registering ? 'register' : 'login'), ip, body).catch(() => undefined);
      await answer?.arrayBuffer();
      const key = `${registering ? 'register' : 'login'} ${answer?.status ?? 'error'}`;
      floodAnswers[key] = (floodAnswers[key] ?? 0) + 1;
    });
    const signIns = steady(signInsPerSecond, seconds * 1000, async (turn) => {
      const started = performance.now();
      const email = emails[turn % members] ?? '';
      const answer = await post(auth('login'), `198.18.1.${(turn % members) + 1}`, { email, password }).catch(
        () => undefined,
      );
      await answer?.arrayBuffer();
      signInTimes.push(performance.now() - started);
      if (answer?.status !== 200) failed += 1;
    });
    await Promise.all([flood, signIns]);
    const sorted = signInTimes.sort((a, b) => a - b);
    return {
      signIns: sorted.length,
      failedPercent: Math.round((failed / Math.max(1, sorted.length)) * 1000) / 10,
      signInP50Ms: Math.round(percentile(sorted, 50)),
      signInP99Ms: Math.round(percentile(sorted, 99)),
      floodAnswers,
      accountsRegistered: floodAnswers['register 201'] ?? 0,
    };
  } finally {
    server.stop();
  }
}
