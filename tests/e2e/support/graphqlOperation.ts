import type { Page, Request, Response } from '@playwright/test';

/** Whether a URL is the GraphQL endpoint: posted operations and GET ones (persisted queries). */
export const isGraphqlUrl = (url: URL | string): boolean => new URL(url).pathname === '/graphql';

/** The operation a GraphQL request names, from its JSON body or, for a GET, its query string. */
export function graphqlOperationName(request: Request): string | undefined {
  if (!isGraphqlUrl(request.url())) return undefined;
  if (request.method() === 'GET')
    return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' &&
    body !== null &&
    'operationName' in body &&
    typeof body.operationName === 'string'
    ? body.operationName
    : undefined;
}

/**
 * The server's answer to the next `operation` the page sends. A write the page shows at once may
 * still be on its way: a test that leaves the page before the answer may take the request with it.
 */
export function answerTo(page: Page, operation: string): Promise<Response> {
  return page.waitForResponse((response) => graphqlOperationName(response.request()) === operation);
}
