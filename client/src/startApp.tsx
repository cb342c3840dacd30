import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { createBrowserApolloClient } from './apollo/browserClient.ts';
import { AppProviders } from './AppProviders.tsx';
import { routes } from './routes.tsx';
import { stateElementId } from './ssrState.ts';

function readState(): NormalizedCacheObject | undefined {
  const element = document.getElementById(stateElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as NormalizedCacheObject) : undefined;
}

/** The server rendered this page with its route's chunk: load that chunk before hydrating it. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Hydrates the server's page in `container`, or renders the client shell's page into it. */
export async function startApp(container: HTMLElement) {
  const state = readState();
  await loadMatchedRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders client={createBrowserApolloClient(state)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration works in short slices between which the browser stays responsive,
  // instead of one long task.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
