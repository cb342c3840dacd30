/**
 * Who a hashing run is for. `known`: a sign-in of an existing account, or a signed-in or linked
 * caller's own password. `anonymous`: work anyone can ask for without an account (the throwaway
 * check of an unknown email, a registration), which a flood is made of.
 */
export type HashingLane = 'known' | 'anonymous';

/** There is no room for this run: every slot is busy and its lane's queue is full (or it was shed). */
export class LaneRefusedError extends Error {
  readonly lane: HashingLane;
  constructor(lane: HashingLane) {
    super(`no room in the ${lane} hashing lane`);
    this.lane = lane;
  }
}

export interface LaneLimits {
  /** Runs at once, whichever lane they came from. */
  slots: number;
  /** Runs that may wait, both lanes together. */
  queued: number;
  /** Of those, how many may be anonymous. */
  anonymousQueued: number;
}

interface Waiter {
  start(): void;
  refuse(error: LaneRefusedError): void;
}

/**
 * A few slots shared by two lanes. A freed slot always goes to the oldest known run waiting, and
 * to an anonymous one only when no known run waits. Anonymous runs have a short queue of their
 * own; a known run that finds the whole queue full takes the place of the newest anonymous one,
 * which is refused. So however many anonymous requests come, a sign-in waits at most for the
 * runs already started.
 */
export function hashingLanes(limits: LaneLimits) {
  let running = 0;
  const waiting: Record<HashingLane, Waiter[]> = { known: [], anonymous: [] };
  const queuedCount = () => waiting.known.length + waiting.anonymous.length;

  function startNext(): void {
    const next = waiting.known.shift() ?? waiting.anonymous.shift();
    if (!next) return;
    running += 1;
    next.start();
  }

  function admit(lane: HashingLane): Promise<void> | undefined {
    if (running < limits.slots && queuedCount() === 0) {
      running += 1;
      return undefined;
    }
    if (lane === 'anonymous' && waiting.anonymous.length >= limits.anonymousQueued) {
      throw new LaneRefusedError(lane);
    }
    if (queuedCount() >= limits.queued) {
      const shed = lane === 'known' ? waiting.anonymous.pop() : undefined;
      if (!shed) throw new LaneRefusedError(lane);
      shed.refuse(new LaneRefusedError('anonymous'));
    }
    return new Promise<void>((start, refuse) => waiting[lane].push({ start, refuse }));
  }

  return {
    /** Runs `work` in a slot of `lane`, or throws `LaneRefusedError` at once when there is no room. */
    async run<T>(lane: HashingLane, work: () => Promise<T>): Promise<T> {
      await admit(lane);
      try {
        return await work();
      } finally {
        running -= 1;
        startNext();
      }
    },
    /** Runs going and runs waiting in each lane (tests and metrics). */
    load: () => ({ running, known: waiting.known.length, anonymous: waiting.anonymous.length }),
  };
}
