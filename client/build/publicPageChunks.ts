import path from 'node:path';

import type { CodeSplittingGroup } from 'rolldown';

import { idlePartTest } from './idleParts.ts';
import { isBundlerHelper, type ModuleGraph, rootsAbove } from './moduleRoots.ts';
import { isAppStart } from './startChunks.ts';

/** The features whose pages a visitor of the site opens (not the console's, not the account's). */
export const publicFeatures = ['catalog', 'game', 'info', 'requests', 'search'] as const;

const publicPage = new RegExp(
  String.raw`[\\/]client[\\/]src[\\/]features[\\/](${publicFeatures.join('|')})[\\/]views[\\/][^\\/]+Page\.tsx$`,
);
const homePage = /[\\/]HomePage\.tsx$/;
const listingOrGame = new Set(['catalog', 'game']);

/** Parts hydrated at idle on the home page: those loaded by its own modules or by the site's frame. */
function homeIdlePartTest(graph: ModuleGraph) {
  const onHomePage = rootsAbove(graph, (module) => homePage.test(module) || isAppStart(module));
  return idlePartTest(graph, (importer) => onHomePage(importer).size > 0);
}

/**
 * Few chunks for the public pages. Left to itself, the bundler makes a chunk for every combination
 * of pages (public, console and sign-in) that share modules, and a page loads dozens of small files
 * before it can answer a tap. Instead, what the home page shares with other public pages is one
 * chunk (`site`); what other public pages share is a chunk for each set of features they belong to
 * (`requests-pages` for the forms, `catalog-search-pages` for the listings), except what the home
 * page's idle parts need among it (`home-parts`); and what one public page alone uses (even if the
 * console uses it too) is that page's second file. The console and the sign-in pages load these for
 * what they share with the site.
 */
export function publicPageChunks(): CodeSplittingGroup {
  let usersOf: ((id: string) => Set<string>) | undefined;
  let homePartsAbove: ((id: string) => Set<string>) | undefined;
  return {
    name: (id, graph) => {
      if (publicPage.test(id) || isBundlerHelper(id)) return null;
      usersOf ??= rootsAbove(graph, (module) => publicPage.test(module));
      const pages = [...usersOf(id)];
      if (pages.length === 0) return null;
      if (pages.length === 1) return `${path.basename(pages[0] ?? '', '.tsx')}-parts`;
      if (pages.some((page) => homePage.test(page))) return 'site';
      const features = new Set(pages.map((page) => path.basename(path.dirname(path.dirname(page)))));
      // The home page's parts hydrated at idle (the category tabs, the footer's newsletter form)
      // would otherwise load the forms' chunk with its form and validation libraries. What they
      // need is one chunk, or one for what listing or game pages need among it.
      homePartsAbove ??= rootsAbove(graph, homeIdlePartTest(graph));
      if (homePartsAbove(id).size > 0) {
        return ['home-parts', ...[...features].filter((feature) => listingOrGame.has(feature)).sort()].join(
          '-',
        );
      }
      return `${[...features].sort().join('-')}-pages`;
    },
    debugName: 'public pages',
    includeDependenciesRecursively: false,
  };
}
