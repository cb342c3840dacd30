import { ApolloClient, ApolloLink } from '@apollo/client';
import type { MockLink as MockLinkTypes } from '@apollo/client/testing';
import { MockLink } from '@apollo/client/testing';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createCache } from '../../../client/src/apollo/cache.ts';
import { createErrorLink } from '../../../client/src/apollo/errorLink.ts';
import { AppProviders } from '../../../client/src/AppProviders.tsx';
import { defaultCommunityAnswers } from './communityAnswers.ts';
import { createTestEmotionCache } from './emotionCache.ts';
import { siteSettingsAnswer } from './siteSettingsAnswer.ts';

export interface RenderOptions {
  /** GraphQL answers the page may ask for. */
  mocks?: MockLinkTypes.MockedResponse[];
  /** The address the page is opened at, and the route pattern it is mounted on. */
  path?: string;
  route?: string;
  /** Other routes the page may navigate to, each rendering its path so a test can see where it went. */
  otherRoutes?: string[];
  /** The history state the page is opened with (what a redirect left there). */
  state?: unknown;
  /** A link in front of all others: it sees each operation as sent, and its answer after the error link. */
  watch?: ApolloLink;
}

/** Renders a page as the site does: theme, toasts, Apollo (mocked answers) and the router. */
export function renderPage(element: ReactElement, options: RenderOptions = {}) {
  const {
    mocks = [],
    path = '/',
    route = path.split('?')[0] ?? '/',
    otherRoutes = [],
    state,
    watch,
  } = options;
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      ...(watch ? [watch] : []),
      createErrorLink(),
      new MockLink([...mocks, siteSettingsAnswer(), ...defaultCommunityAnswers]),
    ]),
  });
  const routes: RouteObject[] = [
    { path: route, element },
    ...otherRoutes.map((other) => ({ path: other, element: <p>Arrived at {other}</p> })),
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const view = render(
    <CacheProvider value={createTestEmotionCache()}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...view, router, client };
}
