import { durationSeconds } from './load.ts';
import type { Run, Target } from './loadGenerator.ts';
import { saturate } from './loadGenerator.ts';

const warmupSeconds = 3;
const runsPerCase = 3;
/** A generator core this busy may have limited the figure: its ratios are not printed. */
const saturatedBusy = 0.9;

export interface CaseResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** (highest − lowest) / median of the runs' requests per second, in percent. */
  spreadPct: number;
  errors: number;
  generatorBusyPct: number | undefined;
  serverBusyPct: number | undefined;
  generatorSaturated: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percent = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100));

function summarise(runs: Run[]): CaseResult {
  const rates = runs.map((run) => run.requestsPerSecond);
  const middle = median(rates);
  const generatorBusy = runs.map((run) => run.generatorBusy ?? 0);
  return {
    requestsPerSecond: middle,
    p50Ms: Number(median(runs.map((run) => run.p50Ms)).toFixed(2)),
    p99Ms: Number(median(runs.map((run) => run.p99Ms)).toFixed(2)),
    spreadPct: middle ? Math.round(((Math.max(...rates) - Math.min(...rates)) / middle) * 100) : 0,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    generatorBusyPct: percent(runs[0]?.generatorBusy === undefined ? undefined : Math.max(...generatorBusy)),
    serverBusyPct: percent(
      runs[0]?.serverBusy === undefined ? undefined : median(runs.map((run) => run.serverBusy ?? 0)),
    ),
    generatorSaturated: generatorBusy.some((busy) => busy >= saturatedBusy),
  };
}

/**
 * A warm-up each, then three rounds of one run per target at saturation, taken in turn so that the
 * machine's drift from minute to minute falls on every target alike: per target the median, the
 * spread and how busy each core was.
 */
export async function measureCases(targets: readonly Target[]): Promise<CaseResult[]> {
  for (const target of targets) await saturate(target, warmupSeconds);
  const runs = targets.map((): Run[] => []);
  for (let round = 0; round < runsPerCase; round += 1) {
    for (const [index, target] of targets.entries())
      runs[index]?.push(await saturate(target, durationSeconds));
  }
  return runs.map(summarise);
}

export interface Ratio {
  ratio: string;
  value: number | undefined;
  target: string;
  met: boolean | undefined;
  note: string;
}

const refused = (name: string, target: string): Ratio => ({
  ratio: name,
  value: undefined,
  target,
  met: undefined,
  note: 'refused: the load generator’s core was saturated',
});

/**
 * `ours / floor` of requests per second, both measured in this invocation, against `atLeast`;
 * refused (no value) when the load generator's core was saturated in either case.
 */
export function ratioOf(name: string, ours: CaseResult, floor: CaseResult, atLeast: number): Ratio {
  const target = `≥ ${atLeast}×`;
  if (ours.generatorSaturated || floor.generatorSaturated) return refused(name, target);
  const value = Number((ours.requestsPerSecond / floor.requestsPerSecond).toFixed(2));
  return { ratio: name, value, target, met: value >= atLeast, note: '' };
}

/** A figure against a floor of its own (requests per second, or milliseconds at most). */
export function goalOf(
  name: string,
  value: number,
  goal: { atLeast?: number; atMost?: number },
  saturated = false,
): Ratio {
  const target = goal.atLeast !== undefined ? `≥ ${goal.atLeast}` : `≤ ${goal.atMost}`;
  if (saturated) return refused(name, target);
  const met = goal.atLeast !== undefined ? value >= goal.atLeast : value <= (goal.atMost ?? Infinity);
  return { ratio: name, value, target, met, note: '' };
}
