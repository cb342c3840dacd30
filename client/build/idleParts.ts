import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { ModuleGraph } from './moduleRoots.ts';

const idlePartImport = /lazyPagePart\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** The modules a source file loads as parts hydrated when its page is idle (`lazyPagePart`). */
function idlePartsLoadedBy(file: string): string[] {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return []; // a virtual module or a package's file without source
  }
  return [...source.matchAll(idlePartImport)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/**
 * Whether a module is a part that hydrates when its page is idle: one that a `lazyPagePart` in a
 * module `loadsParts` accepts loads. Such parts load on every visit of their page, unlike dialogs
 * and menus, which load when used.
 */
export function idlePartTest(
  graph: ModuleGraph,
  loadsParts: (importer: string) => boolean,
): (id: string) => boolean {
  const known = new Map<string, string[]>();
  const loadedBy = (importer: string) => {
    let parts = known.get(importer);
    if (!parts) known.set(importer, (parts = idlePartsLoadedBy(importer)));
    return parts;
  };
  return (id) =>
    (graph.getModuleInfo(id)?.dynamicImporters ?? []).some(
      (file) => loadsParts(file) && loadedBy(file).includes(path.resolve(id)),
    );
}
