import { describe, expect, test } from '@jest/globals';

import { coalescedRead } from '../../../../server/rest/gameList/coalescedRead.ts';

/** A read whose calls the test finishes by hand, answering how many calls began before. */
function manualRead() {
  const pending: (() => void)[] = [];
  let calls = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      calls += 1;
      const call = calls;
      pending.push(() => resolve(call));
    });
  const finishNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, finishNext, calls: () => calls };
}

describe('coalescedRead', () => {
  test('a caller that asks while a call runs gets the next call’s answer, never the running one’s', async () => {
    const { read, finishNext, calls } = manualRead();
    const shared = coalescedRead(read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(calls()).toBe(1);
    await finishNext();
    expect(calls()).toBe(2);
    await finishNext();
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  test('many callers share few calls', async () => {
    const { read, finishNext, calls } = manualRead();
    const shared = coalescedRead(read);
    const answers = Array.from({ length: 1000 }, () => shared());
    await finishNext();
    await finishNext();
    expect(await Promise.all(answers)).toHaveLength(1000);
    expect(calls()).toBe(2);
  });

  test('a failed call fails its own callers only, and the next call runs', async () => {
    let fail = true;
    const shared = coalescedRead(async () => {
      if (fail) throw new Error('database gone');
      return 'fresh';
    });
    const failed = shared();
    const queued = shared();
    fail = false;
    await expect(failed).rejects.toThrow('database gone');
    await expect(queued).resolves.toBe('fresh');
  });
});
