import type { Page } from '@playwright/test';

import { answerTexts } from '../../../shared/validation/answerTexts.ts';
import { graphqlOperationName, isGraphqlUrl } from './graphqlOperation.ts';

/**
 * Answers the next request for the GraphQL operation `operationName` with an error, as the server
 * does when the catalogue service is down; every other request reaches the real server.
 */
export async function failNextOperation(page: Page, operationName: string): Promise<void> {
  let failed = false;
  await page.route(isGraphqlUrl, async (route) => {
    if (failed || graphqlOperationName(route.request()) !== operationName) return route.fallback();
    failed = true;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: answerTexts.serviceUnavailable, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    });
  });
}
