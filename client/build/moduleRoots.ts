import type { CodeSplittingGroup } from 'rolldown';

export type ModuleGraph = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * The root modules (those `isRoot` accepts) that import a module statically, through any chain of
 * static imports, found by following its importers: a re-exporting index module may not list what
 * it re-exports.
 */
export function rootsAbove(graph: ModuleGraph, isRoot: (id: string) => boolean) {
  const known = new Map<string, Set<string>>();
  const rootsOf = (id: string): Set<string> => {
    const cached = known.get(id);
    if (cached) return cached;
    const roots = new Set<string>();
    known.set(id, roots); // an import cycle ends here
    if (isRoot(id)) return roots.add(id);
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      for (const root of rootsOf(importer)) roots.add(root);
    }
    return roots;
  };
  return rootsOf;
}

/**
 * A module the bundler adds (such as Vite's preloading of dynamic imports): the entry uses it too,
 * so it stays where the bundler puts it, not in a chunk that would then load with the entry.
 */
export const isBundlerHelper = (id: string) => id.startsWith('\0');
