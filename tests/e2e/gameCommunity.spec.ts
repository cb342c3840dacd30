import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { GamePage } from './pages/GamePage.ts';
import { GameReportDialog } from './pages/GameReportDialog.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { adminGet } from './support/adminApi.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { registerAccount, signInTab } from './support/profileAccount.ts';
import { toast } from './support/toasts.ts';
import { verifiedAccount } from './support/verifiedAccount.ts';

// Views from headless browsers are not counted (they name themselves in the user agent): these
// visitors use an ordinary desktop Chrome's.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent });

const slug = 'neverball';
const title = 'Neverball';

const figure = async (game: GamePage, label: 'Views' | 'Stars') =>
  Number((await game.statistic(label).innerText()).replace(/,/g, ''));

/** The number of ratings near the title ("4.2 ★ from 1,234 ratings"; 0 for "No ratings yet"). */
async function ratingCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .locator('header')
    .getByText(/ratings? yet|from [\d,]+ ratings?/)
    .innerText();
  const match = /from ([\d,]+) rating/.exec(text);
  return match ? Number(match[1]?.replace(/,/g, '')) : 0;
}

/** A visitor of their own: a browser context with its own cookies and storage. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, userAgent });
  const page = await context.newPage();
  return { context, page, game: new GamePage(page) };
}

test('two visitors star and rate one game, and each sees the other after a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  // Counts reach the catalogue by the REST service's flush and the catalogue's refresh (a few
  // seconds on the test server, a minute at most by default).
  test.setTimeout(60_000);
  const site = baseURL ?? '';
  const account = await verifiedAccount(request, site);
  const anonymous = await visitor(browser, site);
  const member = await visitor(browser, site);
  await signInTab(member.page, account);

  await anonymous.game.openReady(slug);
  const stars = await figure(anonymous.game, 'Stars');
  const views = await figure(anonymous.game, 'Views');
  const ratings = await ratingCount(anonymous.page);

  // The anonymous star: shown at once, then inert (it cannot be undone).
  await anonymous.game.star();
  await expect(anonymous.game.starredButton).toHaveAttribute('aria-disabled', 'true');
  await expect(anonymous.game.statistic('Stars')).toHaveText((stars + 1).toLocaleString('en'));

  // The member stars (a favorite, which they may withdraw) and rates by keyboard only.
  await member.game.openReady(slug);
  await member.game.star();
  await expect(member.game.starredButton).not.toHaveAttribute('aria-disabled');
  const rating = member.page.getByRole('region', { name: 'Your Rating' });
  await rating.getByRole('radio', { name: '1 Star', exact: true }).focus();
  await member.page.keyboard.press('ArrowRight');
  await member.page.keyboard.press('ArrowRight');
  await member.page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('status')).toHaveText('4 out of 5 chosen: press Enter to rate.');
  await member.page.keyboard.press('Enter');
  await expect(rating.getByRole('status')).toHaveText('Thanks! You rated this game 4 out of 5.');
  await rating.screenshot({ path: test.info().outputPath('game-rating-signed-in.png') });

  // Each sees the other's effect once the counts have reached the catalogue.
  await expect
    .poll(
      async () => {
        await anonymous.page.reload();
        await anonymous.game.shown(title);
        return [await figure(anonymous.game, 'Stars'), await ratingCount(anonymous.page)];
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual([stars + 2, ratings + 1]);
  await expect(anonymous.game.starredButton).toBeVisible();
  expect(await figure(anonymous.game, 'Views')).toBeGreaterThanOrEqual(views + 2);

  await member.page.reload();
  await member.game.shown(title);
  await expect(member.game.statistic('Stars')).toHaveText((stars + 2).toLocaleString('en'));
  await expect(member.game.starredButton).toBeVisible();
  await expect(rating.getByRole('status')).toHaveText('Your rating: 4 out of 5. You can change it.');
  await expect(rating.getByRole('radio', { name: '4 Stars' })).toBeChecked();

  await anonymous.context.close();
  await member.context.close();
});

test('an anonymous visitor is asked to sign in to rate, and comes back to the game', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const game = new GamePage(page);
  await game.openReady(slug);
  const signIn = page.getByRole('region', { name: 'Your Rating' }).getByRole('link', {
    name: 'Sign in to rate this game',
  });
  // The page's closing parts hydrate after the rest: the return path travels in the history state.
  await waitForHydration(signIn);
  await signIn.click();
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await waitForHydration(login.email);
  await login.signIn(account);
  await expect(page).toHaveURL(new RegExp(`/game/${slug}$`));
  await game.shown(title);
});

test('a problem report from the game page reaches the staff', async ({ page, request, baseURL }) => {
  const game = new GamePage(page);
  const report = new GameReportDialog(page);
  await game.openReady(slug);
  await game.reportButton.click();
  const description = `The Linux download link answers 404 (${Date.now()}).`;
  await report.fill({ reason: 'Broken Download', description, email: 'racer@example.com' });
  await report.submit();
  await expect(toast(page, messages.gameReport.sent)).toBeVisible();
  await expect(report.dialog).toBeHidden();

  const stored = (await adminGet(request, '/api/reports.php?kind=game')) as {
    reports: { game: { slug: string } | null; reason: string; description: string; pageUrl: string }[];
  };
  expect(stored.reports.find((entry) => entry.description === description)).toMatchObject({
    game: { slug },
    reason: 'Broken Download',
    pageUrl: `${baseURL}/game/${slug}`,
  });
});

test("the game page's community part has no serious accessibility problems (either theme)", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const game = new GamePage(page);
  await game.openReady(slug);
  await game.star();
  await expect(game.starredButton).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The community part: the header (rating line, Star, Share, Report), the counters, the rating.
  const parts = {
    header: page.getByRole('main').locator('header').first(),
    counters: page.getByRole('list', { name: 'Game statistics' }),
    rating: page.getByRole('region', { name: 'Your Rating' }),
  };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, part] of Object.entries(parts)) {
        await part.screenshot({ path: test.info().outputPath(`game-${name}-${width}-${scheme}.png`) });
      }
    }
  }
});
