import { expect } from '@playwright/test';

import { AddGamePage, AdminGamesPage } from './pages/AdminGamesPage.ts';
import { findGame, openGames } from './support/adminGames.ts';
import { slugify, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';
import { toast } from './support/toasts.ts';

test.describe('the Add New Game page', () => {
  test('saves to the games page, and asks before leaving with unsaved changes', async ({ page, api }) => {
    const title = `OpenArena ${uniqueTag()}`;
    api.willMake(slugify(title));
    await openGames(page);
    const add = new AddGamePage(page);
    const { form } = add;
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

    // Untouched, it leaves at once.
    await add.open();
    await expect(add.heading).toHaveText('Add New Game');
    await add.navigation.getByRole('link', { name: 'Dashboard' }).click();
    await expect(add.heading).toHaveText('Dashboard');
    await expect(discard).toHaveCount(0);

    await add.open();
    await form.field('Title').fill(title);
    await add.navigation.getByRole('link', { name: 'Dashboard' }).click();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(discard).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/addgame$/);
    await expect(form.field('Title')).toHaveValue(title);
    await add.navigation.getByRole('link', { name: 'Dashboard' }).click();
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(add.heading).toHaveText('Dashboard');

    await add.open();
    await form.field('Title').fill(title);
    await expect(form.field('Slug')).toHaveValue(slugify(title));
    await form.field('Developer').fill('OpenArena Team');
    await form.field('Publisher').fill('OpenArena Team');
    await form.openTab('Details');
    await form
      .field('Description')
      .fill('A fast arena first-person shooter on the open-source id Tech 3 engine.');
    await form.submit('Add Game').click();
    await expect(toast(page, 'Game added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/games$/);
    await expect(discard).toHaveCount(0);
    const games = new AdminGamesPage(page);
    await expect(games.heading).toHaveText('Games');
    await findGame(games, title);
  });
});
