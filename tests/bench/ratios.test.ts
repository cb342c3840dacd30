import { describe, expect, test } from '@jest/globals';

import { goalOf, limitedByGenerator, ratioOf } from '../../bench/ratios.ts';

const measured = (runsPerSecond: number[], byGenerator = false) => ({
  runsPerSecond,
  limitedByGenerator: byGenerator,
});

describe('ratioOf', () => {
  test('is the median of the rounds’ ratios, so a round where the machine slowed counts once', () => {
    // Round 2 ran at half speed for both: the medians of the cases would give 8,000 / 16,000.
    const ours = measured([12_000, 6_000, 8_000]);
    const floor = measured([16_000, 8_000, 16_000]);
    expect(ratioOf('list', ours, floor, 0.6)).toEqual({
      ratio: 'list',
      value: 0.75,
      target: '≥ 0.6×',
      met: true,
      note: '',
    });
  });

  test('a median under the target is not met', () => {
    expect(ratioOf('list', measured([5, 9, 5]), measured([10, 10, 10]), 0.6)).toMatchObject({
      value: 0.5,
      met: false,
    });
  });

  test('is refused when the load generator may have set the pace of either case', () => {
    for (const [ours, floor] of [
      [measured([9, 9, 9], true), measured([10, 10, 10])],
      [measured([9, 9, 9]), measured([10, 10, 10], true)],
    ] as const) {
      expect(ratioOf('list', ours, floor, 0.6)).toMatchObject({ value: undefined, met: undefined });
    }
  });

  test('cases measured in different rounds cannot be paired', () => {
    expect(() => ratioOf('list', measured([1, 2, 3]), measured([1, 2]), 0.6)).toThrow(
      'list: the cases were not measured in the same rounds',
    );
  });
});

describe('limitedByGenerator', () => {
  test('a busy generator limits a run unless the server’s core was fully busy too', () => {
    expect(limitedByGenerator({ generatorBusy: 0.95, serverBusy: 0.8 })).toBe(true);
    expect(limitedByGenerator({ generatorBusy: 0.95, serverBusy: 0.99 })).toBe(false);
    expect(limitedByGenerator({ generatorBusy: 0.5, serverBusy: 0.8 })).toBe(false);
    // Where the cores cannot be watched, a busy generator is enough to doubt the run.
    expect(limitedByGenerator({ generatorBusy: 0.95 })).toBe(true);
  });
});

describe('goalOf', () => {
  test('checks a floor or a ceiling, and is refused when the generator set the pace', () => {
    expect(goalOf('rate', 2000, { atLeast: 2000 })).toMatchObject({ target: '≥ 2000', met: true });
    expect(goalOf('p99', 10.5, { atMost: 10 })).toMatchObject({ target: '≤ 10', met: false });
    expect(goalOf('rate', 3000, { atLeast: 2000 }, true)).toMatchObject({ value: undefined, met: undefined });
  });
});
