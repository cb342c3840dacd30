import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { GameComments } from './pages/GameComments.ts';
import { GamePage } from './pages/GamePage.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { verificationLink } from './support/outbox.ts';
import type { SiteAccount } from './support/profileAccount.ts';
import { registerAccount, signInTab, stayOffline } from './support/profileAccount.ts';

/** A new account whose address is verified with the emailed link, as commenting needs. */
async function verifiedAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<SiteAccount> {
  const account = await registerAccount(request);
  await expect.poll(() => verificationLink(baseURL ?? '', account.email)).toBeDefined();
  const link = new URL((await verificationLink(baseURL ?? '', account.email)) ?? '');
  const answer = await request.post('/api/auth.php?action=verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(answer.ok()).toBe(true);
  return account;
}

/** The end-to-end administrator, signed in as the console's sign-in does. */
async function adminAccount(request: APIRequestContext): Promise<SiteAccount> {
  const login = await request.post('/api/auth.php?action=login', {
    data: { ...e2eAdmin, isAdminLogin: true },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as {
    token: string;
    user: { id: number; email: string; role: string };
  };
  return { ...e2eAdmin, token, user: { ...user, id: String(user.id) } };
}

/** Posts a comment through the API as `account` would from the page; answers its id. */
async function postComment(
  request: APIRequestContext,
  account: SiteAccount,
  gameId: string,
  content: string,
  extra: { parentId?: string; displayName?: string } = {},
): Promise<string> {
  const answer = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      query: 'mutation ($input: CommentInput!) { postComment(input: $input) { id } }',
      variables: { input: { gameId, content, ...extra } },
    },
  });
  const body = (await answer.json()) as { data?: { postComment: { id: string } } };
  expect(body.data?.postComment.id).toBeDefined();
  return body.data?.postComment.id ?? '';
}

async function gameIdOf(request: APIRequestContext, slug: string): Promise<string> {
  const answer = await request.post('/graphql', { data: { query: `{ game(slug: "${slug}") { id } }` } });
  return ((await answer.json()) as { data: { game: { id: string } } }).data.game.id;
}

/** A fresh browser (its own cookies and storage), signed in as `account` when given. */
async function newVisitor(browser: Browser, account?: SiteAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await stayOffline(page);
  if (account) await signInTab(page, account);
  return page;
}

// The REST service takes 5 comment writes per address in 10 minutes, and every browser here is on
// 127.0.0.1: the suite writes 3.

test('a user comments and replies by keyboard alone, and another browser sees both after a reload', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Tabbing through the whole page to the comments takes a while.
  test.slow();
  const slug = 'hedgewars';
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const author = await verifiedAccount(request, baseURL);
  await stayOffline(page);
  await signInTab(page, author);
  const other = await newVisitor(browser);
  const otherComments = new GameComments(other);
  await new GamePage(other).openReady(slug);
  await expect(
    otherComments.region.getByText('No comments yet. Be the first to share your thoughts.'),
  ).toBeVisible();

  await new GamePage(page).openReady(slug);
  const comments = new GameComments(page);
  // A new account has no display name yet: the form asks for it.
  await comments.tabTo(comments.displayName);
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await expect(comments.text).toBeFocused();
  await page.keyboard.type('Plays well with a <b>gamepad</b>: https://example.org/tips');
  await comments.tabTo(comments.postButton);
  await page.keyboard.press('Enter');

  const posted = comments.comment('Plays well with a <b>gamepad</b>');
  await expect(posted).toContainText('Keyboard Kim');
  await expect(posted.getByRole('link')).toHaveCount(0);
  await expect(comments.text).toHaveValue('');
  await expect(comments.displayName).toHaveCount(0);
  await expect(comments.region.getByText('Commenting as Keyboard Kim')).toBeVisible();

  await comments.tabTo(posted.getByRole('button', { name: 'Reply' }));
  await page.keyboard.press('Enter');
  const replyField = posted.getByRole('textbox', { name: 'Reply to Keyboard Kim' });
  await expect(replyField).toBeFocused();
  await page.keyboard.type('Answering myself: the d-pad works too.');
  await page.keyboard.press('Tab');
  await expect(posted.getByRole('button', { name: 'Post reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(comments.replies('Keyboard Kim')).toContainText('Answering myself: the d-pad works too.');
  await expect(posted.getByRole('button', { name: 'Reply' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await other.reload();
  await expect(otherComments.comment('Plays well with a <b>gamepad</b>')).toContainText('Keyboard Kim');
  await expect(otherComments.replies('Keyboard Kim')).toContainText('Answering myself: the d-pad works too.');
  await expect(otherComments.signInLink).toBeVisible();
  await other.context().close();
});

test('a moderator hides a comment: it is gone for a third visitor, and its author sees it hidden', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const slug = 'endless-sky';
  const author = await verifiedAccount(request, baseURL);
  const gameId = await gameIdOf(request, slug);
  await postComment(request, author, gameId, 'Spoiler: the ending is a twist.', { displayName: 'Sam' });

  const admin = await adminAccount(request);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await stayOffline(page);
  await signInTab(page, admin);
  await new GamePage(page).openReady(slug);
  const staffView = new GameComments(page);
  const spoiler = staffView.comment('Spoiler: the ending is a twist.');
  // Staff see who wrote it.
  await expect(spoiler).toContainText(author.email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await spoiler.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report comment' });
  await expect(report.getByRole('combobox', { name: 'Reason' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();

  await spoiler.getByRole('button', { name: 'Hide' }).click();
  await expect(spoiler.getByText(messages.comment.hiddenByModerator)).toBeVisible();
  await expect(spoiler.getByRole('button', { name: 'Unhide' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const anonymous = await newVisitor(browser);
  const anonymousView = new GameComments(anonymous);
  await new GamePage(anonymous).openReady(slug);
  await expect(
    anonymousView.region.getByText('No comments yet. Be the first to share your thoughts.'),
  ).toBeVisible();
  await expect(anonymousView.region).not.toContainText('Spoiler');
  await anonymous.context().close();

  const authorPage = await newVisitor(browser, author);
  const authorView = new GameComments(authorPage);
  await new GamePage(authorPage).openReady(slug);
  await expect(authorView.comment('Spoiler: the ending is a twist.')).toContainText(
    messages.comment.hiddenByModerator,
  );
  await authorPage.context().close();
});
