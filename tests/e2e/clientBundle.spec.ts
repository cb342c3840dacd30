import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { readClientManifest, staticFiles } from '../../server/web/pages/clientManifest.ts';

// The production build that `npm start` serves, and that these browser tests run against.
const clientDir = 'dist/client';
const sourceDir = 'client/src';

/** Names of the GraphQL operations compiled into a built file. */
function operationsIn(file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const names = code.matchAll(/kind:`OperationDefinition`,operation:`\w+`,name:\{kind:`Name`,value:`(\w+)`/g);
  return [...names].map((match) => match[1] ?? '');
}

/** The operations a page imports itself (a page owns its query and mutation). */
function operationsImportedBy(sourceFile: string): string[] {
  const source = readFileSync(path.join(sourceDir, sourceFile), 'utf8');
  const imports = source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/(?:queries|mutations)\.ts'/g);
  return [...imports].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/(Query|Mutation)$/, ''))
      .filter(Boolean),
  );
}

const publicPages = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^features\/[^/]+\/views\/\w+Page\.tsx$/.test(file))
  .sort();

test('the site entry carries only the header search and the site settings every page reads', () => {
  const operations = staticFiles(clientDir, []).flatMap(operationsIn);
  expect(operations.sort()).toEqual(['HeaderSearch', 'SiteSettings']);
});

test('each GraphQL operation is built into exactly one file', () => {
  const files = [...new Set(Object.values(readClientManifest(clientDir) ?? {}).map((entry) => entry.file))];
  const operations = files.flatMap(operationsIn).sort();
  expect(operations.length).toBeGreaterThan(10);
  expect(operations).toEqual([...new Set(operations)]);
});

for (const page of publicPages) {
  test(`${path.basename(page, '.tsx')} loads only the operations it runs`, () => {
    const entry = new Set(staticFiles(clientDir, []));
    const routeOnly = staticFiles(clientDir, [`src/${page}`]).filter((file) => !entry.has(file));
    expect(routeOnly.flatMap(operationsIn).sort()).toEqual(operationsImportedBy(page).sort());
  });
}
