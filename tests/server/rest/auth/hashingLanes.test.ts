import { describe, expect, test } from '@jest/globals';

import type { HashingLane } from '../../../../server/rest/auth/hashingLanes.ts';
import { hashingLanes, LaneRefusedError } from '../../../../server/rest/auth/hashingLanes.ts';

/** A run that lasts until the test lets it finish; `outcome` is its name, or the error refusing it. */
function heldRun(lanes: ReturnType<typeof hashingLanes>, lane: HashingLane, name: string, order: string[]) {
  let finish: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const outcome = lanes
    .run(lane, async () => {
      order.push(name);
      await held;
      return name;
    })
    // Kept as a value, so that a refusal before the test looks at it is not an unhandled rejection.
    .catch((error: unknown) => error);
  return { finish: () => finish(), outcome };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hashing lanes', () => {
  test('a freed slot goes to a waiting known run before anonymous runs that came earlier', async () => {
    const lanes = hashingLanes({ slots: 1, queued: 8, anonymousQueued: 2 });
    const order: string[] = [];
    const first = heldRun(lanes, 'anonymous', 'anonymous 1', order);
    const second = heldRun(lanes, 'anonymous', 'anonymous 2', order);
    const third = heldRun(lanes, 'anonymous', 'anonymous 3', order);
    const signIn = heldRun(lanes, 'known', 'sign-in', order);
    await settle();
    expect(lanes.load()).toEqual({ running: 1, known: 1, anonymous: 2 });

    first.finish();
    await first.outcome;
    await settle();
    expect(order).toEqual(['anonymous 1', 'sign-in']);
    signIn.finish();
    expect(await signIn.outcome).toBe('sign-in');
    second.finish();
    third.finish();
    await Promise.all([second.outcome, third.outcome]);
    expect(order).toEqual(['anonymous 1', 'sign-in', 'anonymous 2', 'anonymous 3']);
  });

  test('anonymous runs beyond their short queue are refused at once; known runs still queue', async () => {
    const lanes = hashingLanes({ slots: 1, queued: 8, anonymousQueued: 2 });
    const order: string[] = [];
    const runs = Array.from({ length: 3 }, (_, index) => heldRun(lanes, 'anonymous', `a${index}`, order));
    await expect(lanes.run('anonymous', async () => 'late')).rejects.toEqual(
      new LaneRefusedError('anonymous'),
    );
    const signIns = Array.from({ length: 3 }, (_, index) => heldRun(lanes, 'known', `k${index}`, order));
    await settle();
    expect(lanes.load()).toEqual({ running: 1, known: 3, anonymous: 2 });
    for (const run of [...runs, ...signIns]) run.finish();
    await Promise.all([...runs, ...signIns].map((run) => run.outcome));
    expect(order).toEqual(['a0', 'k0', 'k1', 'k2', 'a1', 'a2']);
  });

  test('a known run that finds the whole queue full takes the place of the newest anonymous one', async () => {
    const lanes = hashingLanes({ slots: 1, queued: 2, anonymousQueued: 2 });
    const order: string[] = [];
    const running = heldRun(lanes, 'anonymous', 'running', order);
    const older = heldRun(lanes, 'anonymous', 'older', order);
    const newer = heldRun(lanes, 'anonymous', 'newer', order);
    const signIn = heldRun(lanes, 'known', 'sign-in', order);
    expect(await newer.outcome).toEqual(new LaneRefusedError('anonymous'));
    expect(lanes.load()).toEqual({ running: 1, known: 1, anonymous: 1 });

    // With known runs only in the queue, one more known run is refused like any full queue.
    const another = heldRun(lanes, 'known', 'another', order);
    await settle();
    expect(lanes.load()).toEqual({ running: 1, known: 2, anonymous: 0 });
    expect(await older.outcome).toEqual(new LaneRefusedError('anonymous'));
    await expect(lanes.run('known', async () => 'third')).rejects.toEqual(new LaneRefusedError('known'));

    for (const run of [running, signIn, another]) run.finish();
    await Promise.all([running.outcome, signIn.outcome, another.outcome]);
    expect(order).toEqual(['running', 'sign-in', 'another']);
  });

  test('a run that fails frees its slot for the next', async () => {
    const lanes = hashingLanes({ slots: 1, queued: 1, anonymousQueued: 1 });
    const failing = lanes.run('known', async () => {
      throw new Error('argon2 failed');
    });
    const next = lanes.run('anonymous', async () => 'next');
    await expect(failing).rejects.toThrow('argon2 failed');
    await expect(next).resolves.toBe('next');
    expect(lanes.load()).toEqual({ running: 0, known: 0, anonymous: 0 });
  });
});
