import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { AddGamePage, AdminGamesPage } from './pages/AdminGamesPage.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { expectAudited } from './support/auditTrail.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import type { FreeGame } from './support/freeGames.ts';
import { freeGames, slugify, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';
import { cover, screenshot, textFile } from './support/pngImages.ts';
import { toast, toastBehindDialog } from './support/toasts.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in as the administrator and opens the games page from the sidebar, with its list loaded. */
async function openGames(page: Page): Promise<AdminGamesPage> {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.signIn(e2eAdmin);
  const games = new AdminGamesPage(page);
  await expect(games.heading).toHaveText('Dashboard');
  await games.navigation.getByRole('link', { name: 'Games' }).click();
  await expect(games.heading).toHaveText('Games');
  await expect(games.summary).toHaveText(/^Showing \d+-\d+ of \d+ games$/);
  return games;
}

/** Narrows the table to the one game titled `title`. */
async function findGame(games: AdminGamesPage, title: string): Promise<void> {
  await games.searchFor(title);
  await expect(games.summary).toHaveText('Found 1 game(s)');
  await expect(games.gameRow(title)).toBeVisible();
}

/** Resolves once `image` has loaded a picture (a broken image has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

// ---------------------------------------------------------------------------------------------

test.describe('the games table', () => {
  test('shows its columns, 9 rows at 1000 px, 10 + 2 at 1220 px, and pages through', async ({
    page,
    api,
  }) => {
    // Enough games for more than five pages, so the window of five page numbers has to move.
    const tag = uniqueTag();
    const kinds: FreeGame[] = Object.values(freeGames);
    const missing = 6 * 9 + 1 - (await api.list()).length;
    for (let index = 0; index < missing; index += 1) {
      await api.create(kinds[index % kinds.length] ?? freeGames.megaglest, { tag: `${tag}n${index}` });
    }
    const active = await api.create(freeGames.megaglest);
    const inactive = await api.create(freeGames.urquan, { status: 'inactive' });
    await page.setViewportSize({ width: 1280, height: 1000 });
    const games = await openGames(page);
    const total = (await api.list()).length;
    const pages = Math.ceil(total / 9);
    expect(pages).toBeGreaterThan(5);

    await expect(games.columnHeaders).toHaveText([
      '',
      'Game',
      'Category',
      'Genres',
      'Status',
      'Views',
      'Rating',
      'Actions',
    ]);
    await expect(games.selectAll).toBeVisible();
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);
    await expect(games.bodyRows).toHaveCount(9);

    const numbers = games.pagination.getByRole('button', { name: /^Page \d+$/ });
    await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.pagination.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(games.pageStep('First page')).toBeDisabled();
    await expect(games.pageStep('Previous page')).toBeDisabled();

    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(games.summary).toHaveText(`Showing 10-18 of ${total} games`);
    await expect(games.pageButton(1)).not.toHaveAttribute('aria-current', 'page');

    await games.pageButton(4).click();
    await expect(games.pageButton(4)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(['2', '3', '4', '5', '6']);
    await expect(games.summary).toHaveText(`Showing 28-36 of ${total} games`);

    await games.pageStep('Last page').click();
    await expect(games.pageButton(pages)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(
      Array.from({ length: 5 }, (_unused, index) => String(pages - 4 + index)),
    );
    await expect(games.summary).toHaveText(`Showing ${(pages - 1) * 9 + 1}-${total} of ${total} games`);
    await expect(games.bodyRows).toHaveCount(total - (pages - 1) * 9);
    await expect(games.pageStep('Next page')).toBeDisabled();
    await expect(games.pageStep('Last page')).toBeDisabled();

    await games.pageStep('Previous page').click();
    await expect(games.pageButton(pages - 1)).toHaveAttribute('aria-current', 'page');
    await games.pageStep('First page').click();
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);

    // SPEC 9: above 1080 px, 10 rows plus one per 70 px over 1080: 1220 px gives 12.
    await page.setViewportSize({ width: 1280, height: 1220 });
    await expect(games.bodyRows).toHaveCount(12);
    await expect(games.summary).toHaveText(`Showing 1-12 of ${total} games`);

    // Status: green when active, yellow otherwise.
    await findGame(games, inactive.title);
    const yellow = games.gameRow(inactive.title).locator('.MuiChip-root', { hasText: /^inactive$/ });
    await expect(yellow).toHaveClass(/MuiChip-colorWarning/);
    await findGame(games, active.title);
    const green = games.gameRow(active.title).locator('.MuiChip-root', { hasText: /^active$/ });
    await expect(green).toHaveClass(/MuiChip-colorSuccess/);
  });

  test('search filters by title, developer or category in any case and returns to page 1', async ({
    page,
    api,
  }) => {
    const game = await api.create(freeGames.openarena);
    const games = await openGames(page);
    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');

    // By category, in mixed case; the page goes back to 1.
    const standard = await api.countMatching('standard');
    expect(standard).toBeGreaterThan(9);
    await games.searchFor('sTaNdArD');
    await expect(games.summary).toHaveText(`Found ${standard} game(s)`);
    await expect(games.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(games.bodyRows).toHaveCount(9);
    await expect(games.bodyRows.filter({ hasNotText: 'Standard' })).toHaveCount(0);

    // By developer, in lower case.
    const byDeveloper = await api.countMatching('openarena team');
    await games.searchFor('openarena team');
    await expect(games.summary).toHaveText(`Found ${byDeveloper} game(s)`);
    await expect(games.bodyRows).toHaveCount(Math.min(byDeveloper, 9));
    await expect(games.bodyRows.filter({ hasNotText: 'OpenArena Team' })).toHaveCount(0);
    await expect(games.gameRow(game.title)).toBeVisible();

    // By title, in upper case.
    await games.searchFor(game.title.toUpperCase());
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await expect(games.bodyRows).toHaveCount(1);
    await expect(games.gameRow(game.title)).toContainText('OpenArena Team');
    await expect(games.pagination).toHaveCount(0);

    await games.searchFor('no game has this title, xyzzy');
    await expect(games.summary).toHaveText('Found 0 game(s)');
    await expect(games.bodyRows).toHaveText(['No games found']);
    await expect(games.pagination).toHaveCount(0);

    await games.searchFor('');
    const total = (await api.list()).length;
    await expect(games.summary).toHaveText(`Showing 1-9 of ${total} games`);
  });
});

test.describe('the game dialog', () => {
  test('adds a game with genres, tags, a cover and screenshots; its page shows it', async ({ page, api }) => {
    const tag = uniqueTag();
    const title = `Pioneer ${tag}`;
    const slug = `pioneer-${tag}`;
    api.willMake(slug);
    const games = await openGames(page);
    const { form } = games;

    await games.addGame.click();
    await expect(games.dialog).toHaveAccessibleName('Add Game');
    await expect(form.tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(form.field('Slug')).toHaveAccessibleDescription(
      'This will be used in the URL: /game/your-slug',
    );
    await form.field('Title').fill(title);
    await expect(form.field('Slug')).toHaveValue(slug);
    await expect(form.field('Slug')).toHaveAccessibleDescription(
      `This will be used in the URL: /game/${slug}`,
    );
    await expect(form.select('Category')).toHaveValue('Standard');

    await form.pickSuggestion('Genres', 'simu', 'Simulation');
    await expect(form.chip('Simulation')).toBeVisible();
    await form.addFreeText('Tags', 'newtonian flight');
    await expect(form.chip('newtonian flight')).toBeVisible();
    await form.field('Developer').fill('Pioneer Developers');
    await form.field('Publisher').fill('Pioneer Developers');

    await form.openTab('Details');
    await expect(form.field('Installation instructions')).toHaveValue(/^1\. Open the official download page/);
    await expect(form.field('Installation instructions')).not.toHaveValue(/crack/i);
    await form
      .field('Description')
      .fill('A space trading and combat simulator set in a galaxy of billions of star systems.');

    await form.openTab('Media');
    await form.uploadCover(cover('pioneer-cover.png'));
    await expect(form.coverPreview).toBeVisible();
    await expectLoaded(form.coverPreview);
    await form.pickScreenshots([screenshot('pioneer-1.png', 0), screenshot('pioneer-2.png', 1)]);
    await expectLoaded(form.newScreenshot('pioneer-1.png'));
    await expectLoaded(form.newScreenshot('pioneer-2.png'));
    await expect(form.screenshotsHeading).toHaveText('Screenshots (2 of 4)');

    await form.openTab('Links');
    await form.field('Download link').fill('https://pioneerspacesim.net/');
    await form.submit('Add Game').click();

    await expect(toast(page, 'Game added successfully!')).toBeVisible();
    await expect(games.dialog).toHaveCount(0);
    await findGame(games, title);
    const row = games.gameRow(title);
    await expect(row).toContainText('Pioneer Developers');
    await expect(row).toContainText('Standard');
    await expect(row).toContainText('Simulation');
    await expect(row).toContainText('active');

    await page.goto(`/game/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const coverImage = page.getByRole('img', { name: `${title} cover` });
    await expect(coverImage).toBeVisible();
    await expectLoaded(coverImage);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Open screenshot \\d of ${title}$`) }),
    ).toHaveCount(2);
    await expectAudited(page, 'Game created', title);
  });

  test('an empty form jumps to Basic Info; the slug rule and the server refusal show', async ({
    page,
    api,
  }) => {
    const existing = await api.create(freeGames.megaglest);
    const games = await openGames(page);
    const { form } = games;
    await games.addGame.click();

    await form.openTab('Links');
    await form.submit('Add Game').click();
    await expect(form.tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(form.field('Title')).toHaveAccessibleDescription('Title is required');
    await expect(games.dialog.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(form.field('Title')).toBeFocused();
    await expect(form.field('Developer')).toHaveAccessibleDescription('Developer is required');
    await expect(form.field('Publisher')).toHaveAccessibleDescription('Publisher is required');

    // After a submit, the rules run on every change.
    await form.field('Title').fill(`MegaGlest ${uniqueTag()}`);
    await expect(form.field('Title')).not.toHaveAccessibleDescription('Title is required');
    await form.field('Slug').fill('Not A Slug!');
    await expect(form.field('Slug')).toHaveAccessibleDescription(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );

    // A slug that another game has: the server refuses, the banner says why.
    await form.field('Slug').fill(existing.slug);
    await expect(form.field('Slug')).toHaveAccessibleDescription(
      `This will be used in the URL: /game/${existing.slug}`,
    );
    await form.field('Developer').fill('MegaGlest Team');
    await form.field('Publisher').fill('MegaGlest Team');
    await form.openTab('Details');
    await form.field('Description').fill('A 3D real-time strategy game with seven factions.');
    await form.submit('Add Game').click();
    await expect(form.banner).toHaveText('A game with this slug already exists');
    // SPEC 8: errors show as toasts; a game-save error also shows in the banner.
    await expect(toastBehindDialog(page, 'A game with this slug already exists')).toBeVisible();
    await expect(games.dialog).toBeVisible();
    const banner = await form.banner.boundingBox();
    const submit = await form.submit('Add Game').boundingBox();
    expect(banner && submit && banner.y + banner.height <= submit.y).toBe(true);
    await expect(form.submit('Add Game')).toBeEnabled();
  });

  test('edits a game: a changed field, a removed screenshot and an added one are saved', async ({
    page,
    api,
  }) => {
    const game = await api.create(freeGames.openclonk, { cover: true, screenshots: 3 });
    const games = await openGames(page);
    const { form } = games;
    await findGame(games, game.title);
    await expect(games.gameRow(game.title)).toContainText('Standard');

    await games.edit(game.title).click();
    await expect(games.dialog).toHaveAccessibleName('Edit Game');
    await expect(form.field('Title')).toHaveValue(game.title);
    await expect(form.field('Slug')).toHaveValue(game.slug);
    await form.select('Category').selectOption('Online');

    await form.openTab('Media');
    await expect(form.coverPreview).toBeVisible();
    await expect(form.storedScreenshots()).toHaveCount(3);
    await expectLoaded(form.storedScreenshots().first());
    const sources = await form
      .storedScreenshots()
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await games.dialog.getByRole('button', { name: 'Remove screenshot 2', exact: true }).click();
    await expect(form.storedScreenshots()).toHaveCount(2);
    await expect(form.screenshotsHeading).toHaveText('Screenshots (2 of 4)');
    await form.pickScreenshots([screenshot('openclonk-new.png', 2)]);
    await expect(form.screenshotsHeading).toHaveText('Screenshots (3 of 4)');
    await form.submit('Update Game').click();

    await expect(toast(page, 'Game updated successfully!')).toBeVisible();
    await expect(games.dialog).toHaveCount(0);
    await expect(games.gameRow(game.title)).toContainText('Online');

    await games.edit(game.title).click();
    await expect(form.select('Category')).toHaveValue('Online');
    await form.openTab('Media');
    await expect(form.storedScreenshots()).toHaveCount(3);
    const saved = await form
      .storedScreenshots()
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    // The kept two in their order, then the new upload under a new address.
    expect(saved.slice(0, 2)).toEqual([sources[0], sources[2]]);
    expect(sources).not.toContain(saved[2]);
    await expectLoaded(form.storedScreenshots().nth(2));
    await form.cancel.click();
    await expect(games.dialog).toHaveCount(0);

    await page.goto(`/game/${game.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Open screenshot \\d of ${escapeRegExp(game.title)}$`) }),
    ).toHaveCount(3);
  });

  test('Escape asks before discarding typed changes, and closes an untouched form at once', async ({
    page,
  }) => {
    const games = await openGames(page);
    const { form } = games;
    const discard = games.confirmation('Discard unsaved changes?');
    const title = `Armagetron Advanced ${uniqueTag()}`;

    await games.addGame.click();
    await form.field('Title').fill(title);
    await page.keyboard.press('Escape');
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(discard).toHaveCount(0);
    await expect(games.dialog).toBeVisible();
    await expect(form.field('Title')).toHaveValue(title);

    await form.field('Title').press('Escape');
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(discard).toHaveCount(0);
    await expect(games.dialog).toHaveCount(0);

    await games.addGame.click();
    await expect(form.field('Title')).toHaveValue('');
    await form.field('Title').press('Escape');
    await expect(games.dialog).toHaveCount(0);
    await expect(discard).toHaveCount(0);
  });

  test('takes at most 4 screenshots, and images only', async ({ page, api }) => {
    const game = await api.create(freeGames.urquan, { screenshots: 4 });
    const games = await openGames(page);
    const { form } = games;
    await findGame(games, game.title);
    await games.edit(game.title).click();
    await form.openTab('Media');

    await expect(form.screenshotsHeading).toHaveText('Screenshots (4 of 4)');
    await expect(form.storedScreenshots()).toHaveCount(4);
    await expect(form.addScreenshots).toBeDisabled();
    await expect(games.dialog.getByText('The limit of 4 screenshots is reached.')).toBeVisible();
    await expect(form.root.locator('input[type="file"][multiple]')).toHaveAttribute('accept', 'image/*');

    await games.dialog.getByRole('button', { name: 'Remove screenshot 4', exact: true }).click();
    await games.dialog.getByRole('button', { name: 'Remove screenshot 3', exact: true }).click();
    await expect(form.screenshotsHeading).toHaveText('Screenshots (2 of 4)');
    await expect(form.addScreenshots).toBeEnabled();
    await expect(games.dialog.getByText('Up to 2 more image(s).')).toBeVisible();

    // Three picked, two fit: the first two are taken.
    await form.pickScreenshots([screenshot('a.png', 0), screenshot('b.png', 1), screenshot('c.png', 2)]);
    await expect(form.newScreenshot('a.png')).toBeVisible();
    await expect(form.newScreenshot('b.png')).toBeVisible();
    await expect(form.newScreenshot('c.png')).toHaveCount(0);
    await expect(form.screenshotsHeading).toHaveText('Screenshots (4 of 4)');
    await expect(form.addScreenshots).toBeDisabled();
    await expect(
      toastBehindDialog(page, 'Only images, at most 4 screenshots: 1 file(s) left out'),
    ).toBeVisible();

    // Files that are not images are left out.
    await games.dialog.getByRole('button', { name: 'Remove new screenshot a.png', exact: true }).click();
    await games.dialog.getByRole('button', { name: 'Remove new screenshot b.png', exact: true }).click();
    await form.pickScreenshots([textFile('notes.txt'), textFile('readme.md'), screenshot('d.png', 3)]);
    await expectLoaded(form.newScreenshot('d.png'));
    await expect(form.root.getByRole('img', { name: /notes\.txt|readme\.md/ })).toHaveCount(0);
    await expect(form.screenshotsHeading).toHaveText('Screenshots (3 of 4)');
    await expect(
      toastBehindDialog(page, 'Only images, at most 4 screenshots: 2 file(s) left out'),
    ).toBeVisible();

    await form.submit('Update Game').click();
    await expect(toast(page, 'Game updated successfully!')).toBeVisible();
    await games.edit(game.title).click();
    await form.openTab('Media');
    await expect(form.storedScreenshots()).toHaveCount(3);
  });
});

test.describe('row actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy the title, search the web, view, and delete after confirming', async ({ page, api }) => {
    const game = await api.create(freeGames.sauerbraten);
    const games = await openGames(page);
    await findGame(games, game.title);

    await games.copyTitle(game.title).click();
    await expect(toast(page, 'Game title copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(game.title);

    const search = games.webSearch(game.title);
    await expect(search).toHaveAttribute('target', '_blank');
    await expect(search).toHaveAttribute('href', new RegExp(escapeRegExp(encodeURIComponent(game.title))));

    // Cancel deletes nothing.
    const question = games.confirmation('Delete game');
    await games.delete(game.title).click();
    await expect(question).toContainText('Are you sure you want to delete this game?');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(question).toHaveCount(0);
    await expect(games.gameRow(game.title)).toBeVisible();

    await games.view(game.title).click();
    await expect(page).toHaveURL(new RegExp(`/game/${game.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await page.goBack();
    await expect(games.heading).toHaveText('Games');

    await findGame(games, game.title);
    await games.delete(game.title).click();
    await expect(question).toContainText('Are you sure you want to delete this game?');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Game deleted successfully')).toBeVisible();
    await expect(games.gameRow(game.title)).toHaveCount(0);
    await expect(games.summary).toHaveText('Found 0 game(s)');
    await expect(games.bodyRows).toHaveText(['No games found']);
  });

  test('bulk delete asks for a selection, deletes the chosen games, and select-all follows the search', async ({
    page,
    api,
  }) => {
    const tag = uniqueTag();
    const [first, second, third] = [
      await api.create(freeGames.armagetron, { tag }),
      await api.create(freeGames.openclonk, { tag }),
      await api.create(freeGames.urquan, { tag }),
    ];
    if (!first || !second || !third) throw new Error('three games were made');
    const games = await openGames(page);

    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');
    await games.deleteSelected.click();
    await expect(toast(page, 'Please select games to delete')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await games.searchFor(tag);
    await expect(games.summary).toHaveText('Found 3 game(s)');
    await games.rowCheckbox(first.title).check();
    await games.rowCheckbox(second.title).check();
    await expect(games.deleteSelected).toHaveText('Delete Selected (2)');
    await games.deleteSelected.click();
    const question = games.confirmation('Delete games');
    await expect(question).toContainText('Are you sure you want to delete 2 games?');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Successfully deleted 2 games')).toBeVisible();
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await expect(games.gameRow(first.title)).toHaveCount(0);
    await expect(games.gameRow(second.title)).toHaveCount(0);
    await expect(games.gameRow(third.title)).toBeVisible();
    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');
    await expectAudited(page, 'Game deleted', first.title);
    await expectAudited(page, 'Game deleted', second.title);
    await games.open();
    await expect(games.summary).toHaveText(/^Showing /);

    // Select-all takes every game the search matches, beyond the page shown.
    const standard = await api.countMatching('standard');
    expect(standard).toBeGreaterThan(9);
    await games.searchFor('Standard');
    await expect(games.summary).toHaveText(`Found ${standard} game(s)`);
    await games.selectAll.check();
    await expect(games.deleteSelected).toHaveText(`Delete Selected (${standard})`);
    await expect(games.table.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await games.pageStep('Next page').click();
    await expect(games.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect(games.table.getByRole('checkbox', { checked: false })).toHaveCount(0);
    await games.selectAll.uncheck();
    await expect(games.deleteSelected).toHaveText('Delete Selected (0)');

    await games.searchFor(tag);
    await expect(games.summary).toHaveText('Found 1 game(s)');
    await games.selectAll.check();
    await expect(games.deleteSelected).toHaveText('Delete Selected (1)');
  });
});

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

for (const scheme of ['light', 'dark'] as const) {
  test(`the games page and the game dialog have no serious accessibility problem (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const games = await openGames(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page), 'table').toEqual([]);

    await games.addGame.click();
    await expect(games.form.field('Title')).toBeVisible();
    expect(await seriousAxeViolations(page), 'dialog, Basic Info').toEqual([]);
    await games.form.openTab('Media');
    await expect(games.form.addScreenshots).toBeVisible();
    expect(await seriousAxeViolations(page), 'dialog, Media').toEqual([]);
  });
}
