import type { Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';

import { messages } from '../../shared/validation/messages.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { AdminReportsPage } from './pages/AdminReportsPage.ts';
import { GamePage } from './pages/GamePage.ts';
import { GameReportDialog } from './pages/GameReportDialog.ts';
import { adminSend } from './support/adminApi.ts';
import { expectAudited } from './support/auditTrail.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { freeGames } from './support/freeGames.ts';
import type { CreatedGame } from './support/gamesApi.ts';
import { test } from './support/gamesApi.ts';
import { toast } from './support/toasts.ts';

// Signing in, a reload and the console's lazily loaded pages each wait for the server's answers.
const expect = baseExpect.configure({ timeout: 15_000 });

async function signIn(page: Page, account: { email: string; password: string }): Promise<AdminReportsPage> {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(account);
  const reports = new AdminReportsPage(page);
  await expect(reports.heading).toHaveText('Dashboard');
  // Dialogs and colours are checked once the sign-in toast has gone (a fading toast has, for a
  // moment, too little contrast).
  await expect(toast(page, 'Welcome back!')).toBeHidden();
  return reports;
}

/** A visitor's report, sent from the game page's Report dialog without an account. */
async function reportGame(page: Page, game: CreatedGame, description: string) {
  const gamePage = new GamePage(page);
  const dialog = new GameReportDialog(page);
  await gamePage.openReady(game.slug);
  await gamePage.reportButton.click();
  await dialog.fill({ reason: 'Broken Download', description, email: 'visitor@players.example' });
  await dialog.submit();
  await expect(toast(page, messages.gameReport.sent)).toBeVisible();
}

test('a visitor’s game report reaches the Reports page, is resolved with a note, and leaves the open count', async ({
  page,
  api,
}) => {
  test.slow();
  const game = await api.create(freeGames.megaglest);
  await reportGame(page, game, 'The download link answers 404.');

  const reports = await signIn(page, e2eAdmin);
  await reports.sidebarEntry.click();
  await expect(reports.heading).toHaveText('Reports');
  await expect(reports.statusFilter).toHaveValue('open');
  const row = reports.row(game.title);
  await expect(row).toContainText('Game report');
  await expect(row).toContainText('Broken Download');
  await expect(row).toContainText('The download link answers 404.');
  await expect(row).toContainText('visitor@players.example');
  await expect(row.getByRole('link', { name: game.title })).toHaveAttribute('href', `/game/${game.slug}`);
  const openBefore = await reports.openCount();
  expect(openBefore).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Resolve game report “${game.title}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve report' });
  await expect(dialog).toContainText(`Game report: ${game.title}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Mirror replaced.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Resolved, it leaves the Open list, and the badge counts one report fewer.
  await expect(row).toHaveCount(0);
  await expect.poll(() => reports.openCount()).toBe(openBefore - 1);

  await reports.statusFilter.selectOption({ label: 'Resolved' });
  await expect(page).toHaveURL(/\/admin\/reports\?status=resolved$/);
  await expect(row).toContainText('Note: Mirror replaced.');
  await expect(row).toContainText(`By ${e2eAdmin.email}`);
  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(reports.statusFilter).toHaveValue('resolved');
  await expect(row.getByText('resolved', { exact: true })).toBeVisible();

  await expectAudited(page, 'Report resolved', game.title);
});

test('a moderator opens the Reports page from the bell and dismisses a report with the keyboard alone', async ({
  page,
  request,
  api,
}) => {
  test.slow();
  const game = await api.create(freeGames.openclonk);
  await reportGame(page, game, 'The checksum on the page is wrong.');
  const moderator = {
    email: `reports-mod-${Date.now()}@e2e.example`,
    password: 'Moder-Pass-e2e-7',
  };
  await adminSend(request, 'POST', '/api/users.php', { ...moderator, role: 'moderator' });
  const reports = await signIn(page, moderator);
  await expect(reports.sidebarEntry).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: /^Reports/ }).click();
  await expect(reports.heading).toHaveText('Reports');
  await expect(reports.sidebarEntry).toHaveAttribute('aria-current', 'page');
  await reports.kindFilter.selectOption({ label: 'Game report' });
  await expect(page).toHaveURL(/[?&]kind=game/);

  // Tab to the report's Dismiss, then the dialog: the note, Cancel, Dismiss.
  const dismiss = reports
    .row(game.title)
    .getByRole('button', { name: `Dismiss game report “${game.title}”` });
  for (let presses = 0; presses < 80; presses += 1) {
    if (await dismiss.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(dismiss).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dismiss report' });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toBeFocused();
  await page.keyboard.type('Checksum matches the release.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(reports.row(game.title)).toHaveCount(0);
});

test('the Reports page has no serious accessibility problem in either theme', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const reports = await signIn(page, e2eAdmin);
  await reports.open('/admin/reports?status=all');
  await expect(reports.heading).toHaveText('Reports');
  await expect(reports.pager).toContainText(/^Showing 1–/);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reports.heading).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`reports-${width}-${scheme}.png`), fullPage: true });
    }
  }
});
