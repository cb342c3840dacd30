import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

import { findGame, openGames } from './support/adminGames.ts';
import { expectAudited } from './support/auditTrail.ts';
import { escapeRegExp } from './support/escapeRegExp.ts';
import { freeGames, uniqueTag } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';
import { cover, screenshot, textFile } from './support/pngImages.ts';
import { toast, toastBehindDialog } from './support/toasts.ts';

/** Resolves once `image` has loaded a picture (a broken image has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

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
    await form.addNewEntry('Tags', 'newtonian flight', 'tag');
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

  test('Enter on a genre suggestion adds it without submitting the form; a free-text genre is refused', async ({
    page,
  }) => {
    const games = await openGames(page);
    const { form } = games;
    await games.addGame.click();
    const genres = form.tagInput('Genres');
    // A submit would show the required fields' messages: none may appear.
    const submitted = games.dialog.getByText('Title is required', { exact: true });

    // The first match is highlighted: Enter adds it.
    await genres.fill('rac');
    await expect(form.suggestion('Racing')).toBeVisible();
    await genres.press('Enter');
    await expect(form.chip('Racing')).toBeVisible();
    await expect(genres).toHaveValue('');
    // The arrow moves the highlight: Shooter, then Simulation.
    await genres.fill('s');
    await genres.press('ArrowDown');
    await genres.press('Enter');
    await expect(form.chip('Simulation')).toBeVisible();
    await expect(form.chip('Shooter')).toHaveCount(0);

    await genres.fill('Roguelike');
    await expect(page.getByText('No genre matches: choose one from the list.')).toBeVisible();
    await genres.press('Enter');
    await genres.press('Tab');
    await expect(genres).toHaveValue('');
    await expect(form.chip('Roguelike')).toHaveCount(0);
    await expect(games.dialog).toHaveAccessibleName('Add Game');
    await expect(submitted).toHaveCount(0);
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
