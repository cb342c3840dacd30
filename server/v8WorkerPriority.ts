import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value V8's helper threads run at: below the thread that answers requests, so that on a
 * busy core the scheduler gives them about a tenth of its time (and all of it when the core is
 * otherwise idle).
 */
export const v8WorkerNice = 10;

/** The name Node.js gives the threads of V8's platform (garbage collection and compilation). */
const v8WorkerName = 'V8Worker';

const tasksDir = '/proc/self/task';

/**
 * Lowers the priority of V8's helper threads, and returns how many it lowered (none where Linux's
 * `/proc` is missing or the threads carry no name).
 *
 * With the server on one core, the helpers that mark the heap concurrently take that core from the
 * request thread: a full collection of a large catalogue stalled every answer for 150 ms. At a lower
 * priority they mark while the core is idle and yield it when a request comes
 * (docs/performance.md).
 */
export function lowerV8WorkerPriority(): number {
  let tasks: string[];
  try {
    tasks = readdirSync(tasksDir);
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const task of tasks) {
    try {
      if (readFileSync(`${tasksDir}/${task}/comm`, 'utf8').trim() !== v8WorkerName) continue;
      // On Linux a thread's id names it alone for setpriority(2): the rest of the process keeps its priority.
      setPriority(Number(task), v8WorkerNice);
      lowered += 1;
    } catch {
      // The thread is gone, or the system refused: it keeps its priority.
    }
  }
  return lowered;
}
