import { readdirSync, readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { v8WorkerNice } from '../../server/v8WorkerPriority.ts';
import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, killChild, startChildServer } from '../support/childServer.ts';

interface Thread {
  name: string;
  nice: number;
  isMain: boolean;
}

/** The threads of process `pid`, each with its name and nice value (`/proc/<pid>/task/<tid>/stat`). */
function threadsOf(pid: number): Thread[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The name, in parentheses, may hold spaces: the fields after it are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(),
      // Field 19 of stat(5); `fields` starts at field 3.
      nice: Number(fields[16]),
      isMain: Number(tid) === pid,
    };
  });
}

describe('the production server runs V8 helper threads below the thread that answers requests', () => {
  let storage: Storage;
  let server: ChildServer | undefined;

  beforeAll(async () => {
    storage = await createStorage('sqlite');
    server = await startChildServer(storage);
  });

  afterAll(async () => {
    await killChild(server);
    await storage.drop();
  });

  test('every V8 helper thread is lowered, and the request thread and the libuv pool are not', () => {
    const threads = threadsOf(server?.child.pid ?? 0);
    const helpers = threads.filter((thread) => thread.name === 'V8Worker');
    expect(helpers.length).toBeGreaterThan(0);
    expect(helpers.map((thread) => thread.nice)).toEqual(helpers.map(() => v8WorkerNice));
    const others = threads.filter((thread) => thread.name !== 'V8Worker');
    expect(others.find((thread) => thread.isMain)).toBeDefined();
    expect(others.map((thread) => thread.nice)).toEqual(others.map(() => 0));
  });
});
