import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { AdminAuditPage } from './pages/AdminAuditPage.ts';
import { AdminConsole } from './pages/AdminConsole.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { expectAudited } from './support/auditTrail.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { freeGames, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';
import { toast } from './support/toasts.ts';

async function signIn(page: Page): Promise<AdminConsole> {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(e2eAdmin);
  const console = new AdminConsole(page);
  await expect(console.heading).toHaveText('Dashboard');
  return console;
}

test('resolving a notice that names a listed game can take the game offline in the same step, and is audited', async ({
  page,
  browser,
  api,
  baseURL,
}) => {
  const game = await api.create(freeGames.openclonk);
  const title = `Takedown ${uniqueTag()}`;
  const submitted = await page.request.post('/api/submit_dmca.php', {
    data: {
      title,
      url: `${baseURL}/game/${game.slug}`,
      company: 'Holder Ltd',
      name: 'Rights Holder',
      description: 'This listing uses our artwork without permission.',
      email: 'rights@holder.example',
    },
  });
  expect(submitted.status()).toBe(201);

  const console = await signIn(page);
  await console.navigation.getByRole('link', { name: 'DMCA Notices' }).click();
  const notice = console.row(title);
  // The dialog is checked with axe once the sign-in toast has gone: a toast fading out has, for a
  // moment, too little contrast.
  await expect(toast(page, 'Welcome back!')).toBeHidden();
  await notice.getByRole('button', { name: `Resolve notice “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve notice' });
  const takeOffline = dialog.getByRole('checkbox', {
    name: `Also take “${game.title}” offline (set it inactive)`,
  });
  // Taking a game offline is a choice, never the default; the dialog says what Resolve will do.
  await expect(takeOffline).not.toBeChecked();
  await expect(dialog).toHaveAccessibleDescription(
    `Resolve marks the notice resolved; “${game.title}” stays in the catalogue.`,
  );
  await takeOffline.check();
  await expect(dialog).toHaveAccessibleDescription(
    `Resolve marks the notice resolved and takes “${game.title}” out of the catalogue.`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(notice).toContainText('resolved');

  const visitor = await (await browser.newContext()).newPage();
  const answer = await visitor.goto(`/game/${game.slug}`);
  expect(answer?.status()).toBe(404);
  await visitor.context().close();

  const audit = new AdminAuditPage(page);
  await console.navigation.getByRole('link', { name: 'Audit Log' }).click();
  const entry = audit.row(title);
  await expect(entry).toContainText('DMCA notice resolved');
  await expect(entry).toContainText(game.slug);
});

test('approving a game request offers the game form with its title and platform filled in', async ({
  page,
}) => {
  const gameTitle = `The Dark Mod ${uniqueTag()}`;
  const submitted = await page.request.post('/api/submit_game_request.php', {
    data: {
      game_title: gameTitle,
      platform: 'PC',
      release_year: 2009,
      requester_email: 'fan@players.example',
      additional_info: 'The free stealth game.',
    },
  });
  expect(submitted.status()).toBe(201);

  const console = await signIn(page);
  await console.navigation.getByRole('link', { name: 'Game Requests' }).click();
  const request = console.row(gameTitle);
  await request.getByRole('button', { name: `Approve request for “${gameTitle}”` }).click();
  const offer = page.getByRole('dialog', { name: 'Add the game now?' });
  await expect(offer).toContainText(`“${gameTitle}” is approved.`);
  await offer.getByRole('button', { name: 'Open game form' }).click();
  const form = page.getByRole('dialog', { name: 'Add Game' });
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(gameTitle);
  await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue(/^the-dark-mod-/);
  await form.getByRole('tab', { name: 'Technical' }).click();
  await expect(form.getByRole('button', { name: 'Windows' })).toBeVisible();
  // Nothing typed yet: Cancel closes at once.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(request).toContainText('approved');
  await expectAudited(page, 'Game request approved', gameTitle);
});
