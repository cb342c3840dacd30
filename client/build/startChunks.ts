import type { CodeSplittingGroup } from 'rolldown';

import { isBundlerHelper, rootsAbove } from './moduleRoots.ts';

/**
 * The steps in which the client starts (client/src/main.tsx), in order, each named by the module it
 * imports.
 */
const startSteps = [
  { chunk: 'react', root: /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/ },
  { chunk: 'styles', root: /[\\/]client[\\/]src[\\/]theme[\\/]theme\.ts$/ },
  { chunk: 'data', root: /[\\/]client[\\/]src[\\/]apollo[\\/]browserClient\.ts$/ },
  { chunk: 'app', root: /[\\/]client[\\/]src[\\/]startApp\.tsx$/ },
] as const;

/** The module of the last start step, which renders the app and its frame (header, footer). */
export const isAppStart = (id: string) => startSteps.at(-1)?.root.test(id) ?? false;

/**
 * A chunk for each start step, holding every module that step is the first to need: importing it
 * evaluates that chunk in a task of its own, and only what the next steps reuse is evaluated once.
 */
export function startChunks(): CodeSplittingGroup {
  let stepsOf: ((id: string) => Set<string>) | undefined;
  return {
    name: (id, graph) => {
      if (isBundlerHelper(id)) return null;
      stepsOf ??= rootsAbove(graph, (module) => startSteps.some((step) => step.root.test(module)));
      const roots = [...stepsOf(id)];
      return startSteps.find((step) => roots.some((root) => step.root.test(root)))?.chunk ?? null;
    },
    debugName: 'start steps',
    includeDependenciesRecursively: false,
  };
}
