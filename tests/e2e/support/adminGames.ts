import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { AdminGamesPage } from '../pages/AdminGamesPage.ts';
import { AdminLoginPage } from '../pages/AdminLoginPage.ts';
import { e2eAdmin } from './e2eAdmin.ts';

/** Signs in as the administrator and opens the games page from the sidebar, with its list loaded. */
export async function openGames(page: Page): Promise<AdminGamesPage> {
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
export async function findGame(games: AdminGamesPage, title: string): Promise<void> {
  await games.searchFor(title);
  await expect(games.summary).toHaveText('Found 1 game(s)');
  await expect(games.gameRow(title)).toBeVisible();
}
