import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, jest, test } from '@jest/globals';

import { renderedOnce } from '../../../../../../server/rest/db/seed/demoArtwork/renderedOnce.ts';

const made: string[] = [];
function scratch(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'gv-artwork-'));
  made.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const rendering = () => jest.fn((svg: string) => Promise.resolve(Buffer.from(`picture of ${svg}`)));

describe('demo artwork rendered once per machine', () => {
  test('the second seed reads the picture the first one rendered', async () => {
    const directory = scratch();
    const render = rendering();
    const first = await renderedOnce('<svg>a</svg>', render, directory);
    const second = await renderedOnce('<svg>a</svg>', render, directory);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.equals(first)).toBe(true);
    expect(readdirSync(directory)).toHaveLength(1);
  });

  test('a changed picture is rendered afresh', async () => {
    const directory = scratch();
    const render = rendering();
    await renderedOnce('<svg>a</svg>', render, directory);
    const changed = await renderedOnce('<svg>b</svg>', render, directory);
    expect(render).toHaveBeenCalledTimes(2);
    expect(changed.toString()).toBe('picture of <svg>b</svg>');
  });

  test('a place it cannot write to still gets the picture, rendered each time', async () => {
    const blocker = path.join(scratch(), 'a-file');
    writeFileSync(blocker, '');
    const render = rendering();
    const picture = await renderedOnce('<svg>a</svg>', render, path.join(blocker, 'artwork'));
    await renderedOnce('<svg>a</svg>', render, path.join(blocker, 'artwork'));
    expect(picture.toString()).toBe('picture of <svg>a</svg>');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
