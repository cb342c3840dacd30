import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { verificationLink } from './support/outbox.ts';
import type { SiteAccount } from './support/profileAccount.ts';
import { registerAccount, signInTab } from './support/profileAccount.ts';
import { toast } from './support/toasts.ts';

/** `query` sent to the GraphQL API as `account`; its data, after checking it had no errors. */
async function graphql<T>(
  request: APIRequestContext,
  account: SiteAccount,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new account with its address verified (rating and commenting need it), as the emailed link would. */
async function verifiedAccount(request: APIRequestContext, baseURL: string): Promise<SiteAccount> {
  const account = await registerAccount(request);
  await expect.poll(() => verificationLink(baseURL, account.email)).toBeDefined();
  const link = new URL((await verificationLink(baseURL, account.email)) ?? '');
  await graphql(request, account, 'mutation ($token: String!) { verifyEmail(token: $token) { message } }', {
    token: link.searchParams.get('token'),
  });
  return account;
}

async function gameId(request: APIRequestContext, account: SiteAccount, slug: string): Promise<string> {
  const data = await graphql<{ game: { id: string } }>(
    request,
    account,
    'query ($slug: String!) { game(slug: $slug) { id } }',
    { slug },
  );
  return data.game.id;
}

/** The account stars and rates Xonotic and stars Mindustry, as their game pages would. */
async function rateAndStar(request: APIRequestContext, account: SiteAccount) {
  const xonotic = await gameId(request, account, 'xonotic');
  const mindustry = await gameId(request, account, 'mindustry');
  const star = 'mutation ($id: ID!) { starGame(gameId: $id) { starred } }';
  await graphql(request, account, star, { id: mindustry });
  await graphql(request, account, star, { id: xonotic });
  await graphql(request, account, 'mutation ($id: ID!) { rateGame(gameId: $id, rating: 4) { rating } }', {
    id: xonotic,
  });
  return { xonotic };
}

test('a user names themself, sees the game they rated, and removes a star', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedAccount(request, baseURL ?? '');
  await rateAndStar(request, account);
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();

  await expect(profile.displayName).toHaveValue('');
  await profile.saveDisplayName('   ');
  await expect(profile.displayName).toHaveAccessibleDescription(messages.displayName.required);
  await profile.saveDisplayName('Frag Master');
  await expect(toast(page, messages.displayName.saved)).toBeVisible();

  const rated = profile.rating('Xonotic');
  await expect(rated.getByRole('img', { name: 'Rated 4 of 5' })).toBeVisible();
  await expect(profile.comments.getByText(/^No comments yet/)).toBeVisible();

  await expect(profile.favorite('Mindustry')).toBeVisible();
  await profile.favorite('Xonotic').getByRole('button', { name: 'Remove star from Xonotic' }).click();
  await expect(toast(page, 'Star removed')).toBeVisible();
  await expect(profile.favorite('Xonotic')).toHaveCount(0);

  await page.reload();
  await expect(profile.displayName).toHaveValue('Frag Master');
  await expect(profile.favorite('Mindustry')).toBeVisible();
  await expect(profile.favorite('Xonotic')).toHaveCount(0);
  // Withdrawing the star leaves the rating.
  await expect(profile.rating('Xonotic')).toBeVisible();
});

test("the profile's community panels have no serious accessibility problem in either theme", async ({
  page,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = await verifiedAccount(request, baseURL ?? '');
  const { xonotic } = await rateAndStar(request, account);
  await graphql(request, account, 'mutation ($input: CommentInput!) { postComment(input: $input) { id } }', {
    input: { gameId: xonotic, content: 'The rocket launcher feels great.', displayName: 'Frag Master' },
  });
  await signInTab(page, account);
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.displayName).toHaveValue('Frag Master');
  await expect(profile.rating('Xonotic')).toBeVisible();
  await expect(profile.comments.getByText('The rocket launcher feels great.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await profile.saveDisplayName('');
  await expect(profile.displayName).toHaveAccessibleDescription(messages.displayName.required);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
