import { expect, test } from '@playwright/test';

import { PlaygroundPage } from './pages/PlaygroundPage.ts';

test('the GraphQL playground opens offline and runs a query', async ({ page, baseURL }) => {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL ?? '') || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    outside.push(url);
    return route.abort();
  });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));

  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.runDefaultQuery();

  await expect(playground.result).toContainText('"totalCount": 40', { timeout: 15_000 });
  await expect(playground.result).toContainText('"title": "');
  expect(outside).toEqual([]);
  expect(failures).toEqual([]);
});
