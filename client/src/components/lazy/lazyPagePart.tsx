import type { ComponentType } from 'react';
import { lazy, memo, Suspense } from 'react';

import { pageIdle } from '../../lib/pageIdle.ts';

/**
 * A part of a page whose code is its own chunk. The server renders it in full; in the browser its
 * server HTML stays in place and hydrates when the chunk arrives, after the rest of the page. The
 * chunk is read once the page is idle or at the visitor's first input, not during the page's start.
 * While the chunk loads, new props would make React drop that HTML and render the part afresh: the
 * part is memoised, so a parent's re-render with the same props leaves it alone. `fallback` shows
 * only when the page is rendered in the browser (a client-side navigation) until the chunk arrives.
 */
export function lazyPagePart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Fallback: ComponentType<Props> | null = null,
) {
  const Part = lazy(() => (typeof window === 'undefined' ? load() : pageIdle().then(load)));
  return memo(function LazyPagePart(props: Props) {
    return (
      <Suspense fallback={Fallback && <Fallback {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  });
}
