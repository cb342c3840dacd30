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

/** The operations declared in the document modules a page imports from: a module ships whole. */
function operationsDeclaredInModulesImportedBy(sourceFile: string): string[] {
  const file = path.join(sourceDir, sourceFile);
  const modules = readFileSync(file, 'utf8').matchAll(
    /import\s*\{[^}]*\}\s*from\s*'([^']*\/(?:queries|mutations)\.ts)'/g,
  );
  return [...modules].flatMap((match) => {
    const module = readFileSync(path.resolve(path.dirname(file), match[1] ?? ''), 'utf8');
    return [...module.matchAll(/^\s*(?:query|mutation)\s+(\w+)/gm)].map((operation) => operation[1] ?? '');
  });
}

const publicPages = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^features\/[^/]+\/views\/\w+Page\.tsx$/.test(file))
  .sort();

test('the site entry carries only the search feature and the site settings every page reads', () => {
  // The header search's document module ships whole, with the search results page's query.
  const operations = staticFiles(clientDir, []).flatMap(operationsIn);
  expect(operations.sort()).toEqual(['HeaderSearch', 'SearchResultsPage', 'SiteSettings']);
});

test('each GraphQL operation is built into exactly one file', () => {
  const files = [...new Set(Object.values(readClientManifest(clientDir) ?? {}).map((entry) => entry.file))];
  const operations = files.flatMap(operationsIn).sort();
  expect(operations.length).toBeGreaterThan(10);
  expect(operations).toEqual([...new Set(operations)]);
});

for (const page of publicPages) {
  test(`${path.basename(page, '.tsx')} loads the operations it runs, and only from its own document modules`, () => {
    const entry = new Set(staticFiles(clientDir, []));
    const loaded = staticFiles(clientDir, [`src/${page}`]);
    expect(loaded.flatMap(operationsIn)).toEqual(expect.arrayContaining(operationsImportedBy(page)));
    const declared = new Set(operationsDeclaredInModulesImportedBy(page));
    const routeOnly = loaded.filter((file) => !entry.has(file)).flatMap(operationsIn);
    expect(routeOnly.filter((operation) => !declared.has(operation))).toEqual([]);
  });
}
