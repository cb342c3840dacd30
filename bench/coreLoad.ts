import { readFileSync } from 'node:fs';

interface CoreTimes {
  busy: number;
  total: number;
}

function coreTimes(core: number): CoreTimes | undefined {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`cpu${core} `));
  if (!line) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idleAll = idle + iowait;
  const total = user + nice + system + idleAll + irq + softirq + steal;
  return { busy: total - idleAll, total };
}

/**
 * Measures how busy `core` is from now until the returned function is called: 0 to 1, or
 * undefined where /proc/stat is missing (not Linux).
 */
export function watchCore(core: number): () => number | undefined {
  const start = coreTimes(core);
  return () => {
    const end = coreTimes(core);
    if (!start || !end || end.total === start.total) return undefined;
    return (end.busy - start.busy) / (end.total - start.total);
  };
}
