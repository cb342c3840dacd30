// Preloaded into the bench server (`--expose-gc --import ./bench/memoryProbe.ts`): every interval it
// collects garbage and appends one JSON line of memory, open files and event-loop delay to a file, so
// a soak can tell a leak (live heap that keeps growing) from a heap that only sized itself up.
import { appendFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.MEMORY_PROBE_FILE;
const intervalMs = Number(process.env.MEMORY_PROBE_INTERVAL_MS ?? 10_000);
const collect = (globalThis as { gc?: () => void }).gc;

if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = Date.now();
  setInterval(() => {
    const lagP99Ms = delay.percentile(99) / 1e6;
    delay.reset();
    collect?.();
    const memory = process.memoryUsage();
    const sample = {
      seconds: Math.round((Date.now() - started) / 1000),
      rssMb: memory.rss / 2 ** 20,
      heapUsedMb: memory.heapUsed / 2 ** 20,
      externalMb: memory.external / 2 ** 20,
      openFiles: readdirSync('/proc/self/fd').length,
      lagP99Ms,
    };
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, intervalMs).unref();
}
