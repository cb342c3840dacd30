import type { Page } from '@playwright/test';

export const serviceUnavailableMessage = 'The game service is unavailable. Please try again later.';

/**
 * Answers the next request for the GraphQL operation `operationName` with an error, as the server
 * does when the catalogue service is down; every other request reaches the real server.
 */
export async function failNextOperation(page: Page, operationName: string): Promise<void> {
  let failed = false;
  await page.route('**/graphql', async (route) => {
    const body: unknown = route.request().method() === 'POST' ? route.request().postDataJSON() : null;
    const name =
      typeof body === 'object' && body !== null && 'operationName' in body ? body.operationName : null;
    if (failed || name !== operationName) return route.fallback();
    failed = true;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: serviceUnavailableMessage, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    });
  });
}
