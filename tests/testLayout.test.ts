import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from '@jest/globals';

/**
 * Where a test may sit. The suite of a source `X.ts` (or `X.tsx`) is `X.test.ts` at the mirrored
 * path, and several suites of one source sit in a folder named for it, `X/<aspect>.test.ts`:
 * `tests/server/rest/endpoints/gamesEndpoint/crud.test.ts` covers
 * `server/rest/endpoints/gamesEndpoint.ts`. Suites of a behaviour that crosses many sources sit in
 * a folder named for that behaviour instead.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const mirrors = [
  { tests: 'tests/server/', source: 'server/' },
  { tests: 'tests/shared/', source: 'shared/' },
  { tests: 'tests/client/', source: 'client/src/' },
];

const behaviourFolders = [
  'tests/faults/',
  'tests/security/',
  'tests/cluster/',
  'tests/deploy/',
  'tests/bench/',
  'tests/e2e/',
];

const thisGuard = 'tests/testLayout.test.ts';

const testPattern = /\.test\.tsx?$/;
const sourceExtensions = ['.ts', '.tsx'];

/** Every test file under tests/, as a path from the repository root with forward slashes. */
function testFiles(): string[] {
  return readdirSync(path.join(repoRoot, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file.split(path.sep).join('/')}`)
    .filter((file) => testPattern.test(file))
    .sort();
}

const sourceExists = (withoutExtension: string) =>
  sourceExtensions.some((extension) => existsSync(path.join(repoRoot, withoutExtension + extension)));

/** Whether `file` is `X.test.ts` of a source `X`, or inside a folder `X/` named for one. */
function atMirroredPath(file: string): boolean {
  const mirror = mirrors.find(({ tests }) => file.startsWith(tests));
  if (!mirror) return false;
  const named = mirror.source + file.slice(mirror.tests.length).replace(testPattern, '');
  return sourceExists(named) || sourceExists(path.posix.dirname(named));
}

const inBehaviourFolder = (file: string) => behaviourFolders.some((folder) => file.startsWith(folder));

describe('the layout of tests/', () => {
  const files = testFiles();

  test('finds the tests, this one included', () => {
    expect(files).toContain(thisGuard);
    expect(files.length).toBeGreaterThan(100);
  });

  test("every test sits at its source's mirrored path or in a behaviour folder", () => {
    const misplaced = files.filter(
      (file) => file !== thisGuard && !atMirroredPath(file) && !inBehaviourFolder(file),
    );
    expect(misplaced).toEqual([]);
  });
});
