import type { Router } from 'express';

import { rateLimiterStore } from '../../server/cluster/rateLimiterStore.ts';
import type { RestContext } from '../../server/rest/context.ts';
import { restEndpoints } from '../../server/rest/router.ts';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

/** Every route of the REST service as `METHOD /path.php`, read from its endpoints' routers. */
export function restRoutes(ctx: RestContext): string[] {
  // Endpoints of their own next to the service's: their rate limiters need names of their own.
  const endpoints = restEndpoints({ ...ctx, limiters: rateLimiterStore() }) as (Router & {
    stack: Layer[];
  })[];
  return [...new Set(endpoints.flatMap((endpoint) => routesOf(endpoint.stack)))].sort();
}

/** The routes that may write: every method but GET, HEAD and OPTIONS. */
export const restWriteRoutes = (ctx: RestContext) =>
  restRoutes(ctx).filter((route) => !/^(GET|HEAD|OPTIONS) /.test(route));
