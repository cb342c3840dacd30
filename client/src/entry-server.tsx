import { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { defaultSiteSettings } from '../../shared/settings/siteSettings.ts';
import { createCache as createApolloCache } from './apollo/cache.ts';
import type { ExecuteOperation } from './apollo/inProcessLink.ts';
import { InProcessLink } from './apollo/inProcessLink.ts';
import { AppProviders } from './AppProviders.tsx';
import type { PageMetaCollector } from './components/seo/PageMetaContext.ts';
import { PageMetaContext } from './components/seo/PageMetaContext.ts';
import { renderHead, scriptJson } from './components/seo/renderHead.ts';
import { SiteSettingsQuery } from './features/site/queries.ts';
import { splitLeadingPreloads } from './lib/leadingPreloads.ts';
import { routes } from './routes.tsx';
import { stateElementId } from './ssrState.ts';
import { colorModeStorageKey } from './theme/theme.ts';

export type { ExecuteOperation };

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** Scheme and host the visitor used, for canonical and preview URLs. */
  origin: string;
  executeOperation: ExecuteOperation;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] };

/** The inline script that sets the colour scheme class before first paint (its hash goes in the CSP). */
export const colorSchemeScript = renderToStaticMarkup(
  <InitColorSchemeScript attribute="class" defaultMode="system" modeStorageKey={colorModeStorageKey} />,
);

/** The source module of a matched route (see `page()` in routes.tsx), for its chunk's links. */
const routeModule = (handle: unknown): string[] =>
  typeof handle === 'object' && handle !== null && typeof (handle as { module?: unknown }).module === 'string'
    ? [(handle as { module: string }).module]
    : [];

/** Renders one public page with its data, styles, head tags and the cache state for hydration. */
export async function render({
  url,
  origin,
  executeOperation,
  signal,
}: RenderRequest): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin), { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({
    ssrMode: true,
    cache: createApolloCache(),
    link: new InProcessLink(executeOperation),
  });
  // The settings before the page: in maintenance mode the first render is already the notice, so
  // none of the page's own operations runs (the server answers none of them then anyway).
  await client.query({ query: SiteSettingsQuery }).catch(() => undefined);
  const emotionCache = createCache({ key: 'css' });
  // Made before rendering: it switches the cache to collecting styles instead of inlining them.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const collector: PageMetaCollector = {};
  const tree = (
    <CacheProvider value={emotionCache}>
      <AppProviders client={client}>
        <PageMetaContext value={collector}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaContext>
      </AppProviders>
    </CacheProvider>
  );
  const { result } = await prerenderStatic({
    tree,
    context: { client },
    // `prerender` waits for lazy parts inside <Suspense> so that their HTML is in the page; an
    // unlimited chunk size keeps every part inline (no script swaps content in, the CSP allows none).
    renderFunction: (element) => prerender(element, { signal, progressiveChunkSize: Infinity }),
    signal,
  });
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(result));
  const meta = collector.meta ?? { title: defaultSiteSettings.siteName };
  // The largest image's preload goes ahead of the styles and of the scripts' preloads.
  const { preloads, html } = splitLeadingPreloads(result);
  return {
    kind: 'page',
    status: meta.status ?? context.statusCode,
    head: `${renderHead(meta, origin)}\n    ${preloads}\n    ${styles}`,
    html,
    state: `<script type="application/json" id="${stateElementId}">${scriptJson(client.extract())}</script>`,
    modules: context.matches.flatMap(({ route }) => routeModule(route.handle)),
  };
}
