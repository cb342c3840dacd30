import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from '@jest/globals';

import { allSettings } from '../../../server/config/settings.ts';

/** The rows of the README's configuration table: variable, default and meaning, as written. */
function readmeRows(): string[][] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(
    section.indexOf('| Variable'),
    section.indexOf('\n\n', section.indexOf('| Variable')),
  );
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('settings', () => {
  test("the README's configuration table lists every setting with its default and meaning, in order", () => {
    const expected = Object.entries(allSettings).map(([name, setting]) => [
      `\`${name}\``,
      setting.default,
      setting.meaning,
    ]);
    expect(readmeRows()).toEqual(expected);
  });

  test('a default shown as one literal value is the value read when the variable is unset', () => {
    const ground = { cwd: '/srv/site', nodeEnv: 'production', dataDir: '/srv/site/data' } as const;
    const literals = Object.entries(allSettings).flatMap(([name, setting]) => {
      const literal = /^`([^`]+)`$/.exec(setting.default)?.[1];
      return literal === undefined ? [] : [{ name, setting, literal }];
    });
    const read = literals.map(({ name, setting }) => [name, String(setting.read(undefined, name, ground))]);
    const shown = literals.map(({ name, literal }) => [
      name,
      literal.startsWith('./')
        ? path.resolve(ground.cwd, literal)
        : literal.replace('$DATA_DIR', ground.dataDir),
    ]);
    expect(read).toEqual(shown);
    expect(literals.length).toBeGreaterThan(25);
  });
});
