import { describe, expect, test } from '@jest/globals';

import { ttlValue } from '../../../../server/graphql/datasources/ttlValue.ts';

/** A load that answers the values given, in turn; an Error in the list is a failed load. */
function loads(...answers: (string | Error)[]) {
  let calls = 0;
  const load = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as string;
  };
  return { load, calls: () => calls };
}

describe('ttlValue (the shared values of the GraphQL layer: predefined options, site settings)', () => {
  test('loads once for every caller within the time, again after it and after invalidate', async () => {
    const source = loads('a', 'b', 'c');
    const value = ttlValue(source.load, 60_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual(['a', 'a']);
    expect(source.calls()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe('b');
    const stale = ttlValue(source.load, -1);
    expect(await stale.get()).toBe('c');
    expect(source.calls()).toBe(3);
  });

  test('a failure is not kept: the next call tries again', async () => {
    const source = loads(new Error('down'), 'back');
    const value = ttlValue(source.load, 60_000);
    await expect(value.get()).rejects.toThrow('down');
    expect(await value.get()).toBe('back');
  });

  test('with serveLastOnFailure every caller waiting on a failed load gets the last value', async () => {
    const source = loads('saved', new Error('down'));
    const value = ttlValue(source.load, 60_000, { serveLastOnFailure: true });
    expect(await value.get()).toBe('saved');
    value.invalidate();
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual(['saved', 'saved', 'saved']);
    expect(source.calls()).toBe(2);
  });

  test('with serveLastOnFailure but nothing read yet, the failure reaches the caller', async () => {
    const value = ttlValue(loads(new Error('down')).load, 60_000, { serveLastOnFailure: true });
    await expect(value.get()).rejects.toThrow('down');
  });

  test('peek answers the last value without waiting, loading afresh in the background once it is old', async () => {
    const pending: ((answer: string) => void)[] = [];
    let calls = 0;
    const value = ttlValue(async () => {
      calls += 1;
      return calls === 1 ? 'first' : new Promise<string>((resolve) => pending.push(resolve));
    }, 50);
    expect(value.peek()).toBeUndefined();
    expect(await value.get()).toBe('first');
    expect(value.peek()).toBe('first');
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Old now: each peek answers the last value while one reload is under way.
    expect([value.peek(), value.peek()]).toEqual(['first', 'first']);
    expect(calls).toBe(2);
    pending[0]?.('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(value.peek()).toBe('second');
  });

  test('after invalidate peek answers nothing until a load begun since has answered', async () => {
    const source = loads('before', 'after');
    const value = ttlValue(source.load, 60_000);
    expect(await value.get()).toBe('before');
    expect(value.peek()).toBe('before');
    value.invalidate();
    expect(value.peek()).toBeUndefined();
    expect(await value.get()).toBe('after');
    expect(value.peek()).toBe('after');
  });

  test('peek keeps the last value while the source fails', async () => {
    const source = loads('saved', new Error('down'));
    const value = ttlValue(source.load, -1, { serveLastOnFailure: true });
    expect(await value.get()).toBe('saved');
    expect(value.peek()).toBe('saved');
    await value.get();
    expect(value.peek()).toBe('saved');
  });
});
