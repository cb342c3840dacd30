import { durationSeconds } from './load.ts';
import type { Run, Target } from './loadGenerator.ts';
import { saturate } from './loadGenerator.ts';
import { median } from './percentile.ts';
import type { MeasuredCase } from './ratios.ts';
import { limitedByGenerator } from './ratios.ts';

const warmupSeconds = 3;
const runsPerCase = 3;

export interface CaseResult extends MeasuredCase {
  /** The median of `runsPerSecond`. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** (highest − lowest) / median of the runs' requests per second, in percent. */
  spreadPct: number;
  errors: number;
  generatorBusyPct: number | undefined;
  serverBusyPct: number | undefined;
}

const percent = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100));

function summarise(runs: Run[]): CaseResult {
  const rates = runs.map((run) => run.requestsPerSecond);
  const middle = median(rates);
  const generatorBusy = runs.map((run) => run.generatorBusy ?? 0);
  return {
    runsPerSecond: rates,
    requestsPerSecond: middle,
    p50Ms: Number(median(runs.map((run) => run.p50Ms)).toFixed(2)),
    p99Ms: Number(median(runs.map((run) => run.p99Ms)).toFixed(2)),
    spreadPct: middle ? Math.round(((Math.max(...rates) - Math.min(...rates)) / middle) * 100) : 0,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    generatorBusyPct: percent(runs[0]?.generatorBusy === undefined ? undefined : Math.max(...generatorBusy)),
    serverBusyPct: percent(
      runs[0]?.serverBusy === undefined ? undefined : median(runs.map((run) => run.serverBusy ?? 0)),
    ),
    limitedByGenerator: runs.some(limitedByGenerator),
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
