import type { Locator, Page } from '@playwright/test';

import { clickWhenHydrated } from '../support/hydration.ts';

/** The header every public page shares. */
export class SiteHeader {
  readonly page: Page;
  readonly search: Locator;
  readonly suggestions: Locator;
  readonly genresButton: Locator;
  readonly genreMenu: Locator;
  readonly themeToggle: Locator;
  readonly accountButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.search = page.getByRole('combobox', { name: 'Search games' });
    this.suggestions = page.getByRole('listbox', { name: 'Game suggestions' });
    this.genresButton = page.getByRole('button', { name: 'Genres' });
    this.genreMenu = page.getByRole('navigation', { name: 'Genres' });
    this.themeToggle = page.getByRole('button', { name: /^Theme:/ });
    this.accountButton = page.getByRole('button', { name: 'Account', exact: true });
  }

  // The page asks for its scripts after it has loaded: each control is used once React has taken
  // it over, as a click on server HTML alone does nothing.

  async typeSearch(text: string): Promise<void> {
    await clickWhenHydrated(this.search);
    await this.search.pressSequentially(text);
  }

  async openAccountMenu(): Promise<void> {
    await clickWhenHydrated(this.accountButton);
  }

  /** Logout from the Account dropdown. */
  async logout(): Promise<void> {
    await this.openAccountMenu();
    await this.page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  }

  async openGenres(): Promise<void> {
    await clickWhenHydrated(this.genresButton);
  }

  async toggleTheme(): Promise<void> {
    await clickWhenHydrated(this.themeToggle);
  }

  suggestion(title: string): Locator {
    return this.suggestions.getByRole('option', { name: new RegExp(title) });
  }

  async openGenre(label: string): Promise<void> {
    await this.openGenres();
    await this.genreMenu.getByRole('link', { name: label, exact: true }).click();
  }

  navButton(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  }

  /** Opens the dialog behind one of the main navigation's buttons, once the button responds. */
  async openNavDialog(name: string): Promise<void> {
    await clickWhenHydrated(this.navButton(name));
  }
}
