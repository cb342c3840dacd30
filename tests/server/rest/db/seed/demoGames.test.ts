import { createRequire } from 'node:module';

import { describe, expect, test } from '@jest/globals';
import parseSpdx from 'spdx-expression-parse';

import { demoGames } from '../../../../../server/rest/db/seed/demoGames.ts';

const require = createRequire(import.meta.url);
const deprecatedIds = new Set<string>(require('spdx-license-ids/deprecated.json') as string[]);

type SpdxNode = ReturnType<typeof parseSpdx>;

/** The licence ids an SPDX expression names. */
const licenceIds = (node: SpdxNode): string[] =>
  'license' in node ? [node.license] : [...licenceIds(node.left), ...licenceIds(node.right)];

describe('the demo games', () => {
  test.each(demoGames.map((game) => [game.title, game.license]))(
    "%s has its code's licence as an SPDX expression of current ids (%s)",
    (_title, license) => {
      const ids = licenceIds(parseSpdx(license));
      expect(ids.filter((id) => deprecatedIds.has(id))).toEqual([]);
    },
  );
});
