import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, test } from '@jest/globals';

import { answerTexts } from '../../../shared/validation/answerTexts.ts';
import { messages } from '../../../shared/validation/messages.ts';

const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
};

const homes = new Set(['shared/validation/messages.ts', 'shared/validation/answerTexts.ts']);

/** Source files of the product, without comments (which may quote a text to explain it). */
function productSources(): [string, string][] {
  const files = execFileSync('git', ['ls-files', 'server', 'client/src', 'shared'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !homes.has(file));
  return files.map((file) => [
    file,
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  ]);
}

describe('answer and validation texts', () => {
  test('are written once: no product source repeats one as a literal', () => {
    const texts = [...new Set([...textsOf(messages), ...textsOf(answerTexts)])];
    const repeats = productSources().flatMap(([file, source]) =>
      texts
        .filter((text) =>
          [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((form) => source.includes(form)),
        )
        .map((text) => `${file}: ${text}`),
    );
    expect(repeats).toEqual([]);
  });
});
