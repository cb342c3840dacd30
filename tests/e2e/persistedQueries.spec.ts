import type { Page, Response } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { LatestPage } from './pages/LatestPage.ts';
import { graphqlOperationName } from './support/graphqlOperation.ts';

/** The answers to `LatestPageGames` while the visitor switches the latest page to the past week. */
async function latestWeekAnswers(page: Page): Promise<Response[]> {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (graphqlOperationName(response.request()) === 'LatestPageGames') answers.push(response);
  });
  const latest = new LatestPage(page);
  await latest.open();
  await latest.choosePeriod('Past week');
  // Until the games arrived: a first GET by hash may be answered "not found" (status 200 too), and
  // the text follows in a second request that must not be cut off by closing the page.
  const hasGames = async (answer: Response) =>
    answer.status() === 200 && 'data' in ((await answer.json()) as object);
  await expect.poll(async () => (await Promise.all(answers.map(hasGames))).some(Boolean)).toBe(true);
  await expect(latest.period('Past week')).toHaveAttribute('aria-pressed', 'true');
  return answers;
}

test('a public query goes out as a GET by hash that any HTTP cache may keep', async ({ browser }) => {
  // The first visitor may have to send the text once; from then on the hash is enough.
  const first = await browser.newPage();
  await latestWeekAnswers(first);
  await first.close();

  const second = await browser.newPage();
  const answers = await latestWeekAnswers(second);
  const request = answers[0]?.request();
  expect(request?.method()).toBe('GET');
  const params = new URL(request?.url() ?? 'http://x').searchParams;
  expect(params.has('query')).toBe(false);
  expect(JSON.parse(params.get('extensions') ?? '{}')).toMatchObject({
    persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  expect(answers[0]?.status()).toBe(200);
  expect(await answers[0]?.headerValue('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect(((await answers[0]?.json()) as { data?: unknown }).data).toBeDefined();
  await second.close();
});
