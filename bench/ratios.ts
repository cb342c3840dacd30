import { median } from './percentile.ts';

export interface Ratio {
  ratio: string;
  value: number | undefined;
  target: string;
  met: boolean | undefined;
  note: string;
}

/** A load generator's core this busy may have set a run's pace… */
const generatorBusyLimit = 0.9;
/** …unless the server's core was this busy: then the server answered all it could. */
const serverBusyFull = 0.97;

/** Whether a run (cores busy from 0 to 1) may have measured the load generator, not the server. */
export const limitedByGenerator = (run: { generatorBusy?: number; serverBusy?: number }): boolean =>
  (run.generatorBusy ?? 0) >= generatorBusyLimit && (run.serverBusy ?? 0) < serverBusyFull;

/** What a ratio needs of a case: its runs' requests per second, round by round. */
export interface MeasuredCase {
  runsPerSecond: readonly number[];
  /** Whether any run was `limitedByGenerator`. */
  limitedByGenerator: boolean;
}

const refused = (name: string, target: string): Ratio => ({
  ratio: name,
  value: undefined,
  target,
  met: undefined,
  note: 'refused: the load generator’s core was saturated and the server’s was not',
});

/**
 * `ours / floor` of requests per second, both measured in this invocation, against `atLeast`:
 * the median of the rounds' ratios. The two runs of a round were taken one right after the other,
 * so the machine's drift from round to round falls on both. Refused (no value) when the load
 * generator may have set the pace of either case.
 */
export function ratioOf(name: string, ours: MeasuredCase, floor: MeasuredCase, atLeast: number): Ratio {
  const target = `≥ ${atLeast}×`;
  if (ours.limitedByGenerator || floor.limitedByGenerator) return refused(name, target);
  if (ours.runsPerSecond.length !== floor.runsPerSecond.length) {
    throw new Error(`${name}: the cases were not measured in the same rounds`);
  }
  const perRound = ours.runsPerSecond.map((rate, round) => rate / (floor.runsPerSecond[round] ?? 0));
  const value = Number(median(perRound).toFixed(2));
  return { ratio: name, value, target, met: value >= atLeast, note: '' };
}

/**
 * A figure against a floor of its own (requests per second, or milliseconds at most); refused when
 * `byGenerator`, the load generator, may have set its pace.
 */
export function goalOf(
  name: string,
  value: number,
  goal: { atLeast?: number; atMost?: number },
  byGenerator = false,
): Ratio {
  const target = goal.atLeast !== undefined ? `≥ ${goal.atLeast}` : `≤ ${goal.atMost}`;
  if (byGenerator) return refused(name, target);
  const met = goal.atLeast !== undefined ? value >= goal.atLeast : value <= (goal.atMost ?? Infinity);
  return { ratio: name, value, target, met, note: '' };
}
