import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { AdminConsole } from './AdminConsole.ts';
import { combobox, textbox } from './formFields.ts';

/** A file for a file input, made in the test. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export type TagInputName = 'Genres' | 'Tags' | 'Platforms' | 'Languages';

export type GameFormTab = 'Basic Info' | 'Media' | 'Details' | 'Requirements' | 'Technical' | 'Links';

/**
 * The game form (SPEC 2.20), in the Add/Edit Game dialog or on the Add New Game page: six tabs,
 * tag inputs, image pickers, the error banner and the buttons.
 */
export class GameForm {
  readonly root: Locator;
  readonly tabs: Locator;
  readonly banner: Locator;
  readonly cancel: Locator;
  readonly coverPreview: Locator;
  readonly addScreenshots: Locator;
  readonly screenshotsHeading: Locator;

  constructor(root: Locator) {
    this.root = root;
    this.tabs = root.getByRole('tablist', { name: 'Game form sections' });
    this.banner = root.getByRole('alert');
    this.cancel = root.getByRole('button', { name: 'Cancel', exact: true });
    this.coverPreview = root.getByRole('img', { name: 'Cover preview' });
    this.addScreenshots = this.imageButton('Add screenshots');
    this.screenshotsHeading = root.getByRole('heading', { name: /^Screenshots \(/ });
  }

  /** A button that opens the file picker for images. */
  imageButton(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }

  /** Clicks an image button and picks `files` in the file chooser it opens. */
  async chooseFiles(button: Locator, files: PickedFile[], multiple: boolean): Promise<void> {
    const chooser = this.root.page().waitForEvent('filechooser');
    await button.click();
    const picker = await chooser;
    if (picker.isMultiple() !== multiple)
      throw new Error(`the file picker should take ${multiple ? 'several files' : 'one file'}`);
    await picker.setFiles(files);
  }

  tab(name: GameFormTab): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  async openTab(name: GameFormTab): Promise<void> {
    await this.tab(name).click();
  }

  field(label: string): Locator {
    return textbox(this.root, label);
  }

  select(label: string): Locator {
    return combobox(this.root, label);
  }

  /** The submit button: 'Add Game' or 'Update Game'. */
  submit(label: 'Add Game' | 'Update Game'): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }

  /** A chip of a tag input (a removable chip is a button named by its label). */
  chip(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }

  /** Types into a tag input and picks the suggestion `option`. */
  async pickSuggestion(input: TagInputName, typed: string, option: string) {
    await this.tagInput(input).fill(typed);
    await this.suggestion(option).click();
  }

  /** A tag input: Genres, Tags, Platforms or Languages. */
  tagInput(input: TagInputName): Locator {
    return combobox(this.root, input);
  }

  /** A suggestion of the open tag input. */
  suggestion(name: string): Locator {
    return this.root.page().getByRole('option', { name, exact: true });
  }

  /**
   * Types new text into an open tag input (not Genres) and adds it with Enter on the suggestion that
   * offers it, 'Add "…" as a new tag', which is the one highlighted when nothing else matches.
   */
  async addNewEntry(input: Exclude<TagInputName, 'Genres'>, text: string, entryName: string): Promise<void> {
    await this.tagInput(input).fill(text);
    await expect(this.suggestion(`Add "${text}" as a new ${entryName}`)).toBeVisible();
    await this.tagInput(input).press('Enter');
  }

  async uploadCover(file: PickedFile): Promise<void> {
    await this.chooseFiles(this.imageButton(/^(Upload|Replace) cover$/), [file], false);
  }

  async pickScreenshots(files: PickedFile[]): Promise<void> {
    await this.chooseFiles(this.addScreenshots, files, true);
  }

  /** The preview of a screenshot picked in this form. */
  newScreenshot(fileName: string): Locator {
    return this.root.getByRole('img', { name: `New screenshot ${fileName}`, exact: true });
  }

  /** The previews of the game's stored screenshots. */
  storedScreenshots(): Locator {
    return this.root.getByRole('img', { name: /^Screenshot \d+$/ });
  }
}

/** The console's games page (SPEC 2.20): search, table, pagination, bulk delete and the game dialog. */
export class AdminGamesPage extends AdminConsole {
  readonly main: Locator;
  readonly search: Locator;
  readonly summary: Locator;
  readonly columnHeaders: Locator;
  readonly bodyRows: Locator;
  readonly pagination: Locator;
  readonly addGame: Locator;
  readonly deleteSelected: Locator;
  readonly selectAll: Locator;
  readonly dialog: Locator;
  readonly form: GameForm;

  constructor(page: Page) {
    super(page);
    this.main = page.getByRole('main');
    this.search = this.main.getByRole('searchbox', { name: 'Search games by title, developer or category' });
    this.summary = this.main.getByRole('status').filter({ hasText: /^(Showing|Found) / });
    this.columnHeaders = this.table.getByRole('columnheader');
    this.bodyRows = this.table.locator('tbody').getByRole('row');
    this.pagination = this.main.getByRole('navigation', { name: 'Games pages' });
    this.addGame = this.main.getByRole('button', { name: 'Add Game', exact: true });
    this.deleteSelected = this.main.getByRole('button', { name: /^Delete Selected \(\d+\)$/ });
    this.selectAll = this.table.getByRole('checkbox', { name: 'Select all games that match the search' });
    this.dialog = page.getByRole('dialog', { name: /^(Add|Edit) Game$/ });
    this.form = new GameForm(this.dialog);
  }

  override async open(): Promise<void> {
    await this.page.goto('/admin/games');
  }

  /** A question asked by the console (delete, discard), found by its title. */
  confirmation(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  pageButton(number: number): Locator {
    return this.pagination.getByRole('button', { name: `Page ${number}`, exact: true });
  }

  pageStep(name: 'First page' | 'Previous page' | 'Next page' | 'Last page'): Locator {
    return this.pagination.getByRole('button', { name, exact: true });
  }

  /** The row whose game has exactly this title. */
  gameRow(title: string): Locator {
    return this.bodyRows.filter({
      has: this.page.getByRole('checkbox', { name: `Select ${title}`, exact: true }),
    });
  }

  rowCheckbox(title: string): Locator {
    return this.table.getByRole('checkbox', { name: `Select ${title}`, exact: true });
  }

  copyTitle(title: string): Locator {
    return this.table.getByRole('button', { name: `Copy title of ${title}`, exact: true });
  }

  webSearch(title: string): Locator {
    return this.table.getByRole('link', {
      name: `Search the web for ${title} (opens in a new tab)`,
      exact: true,
    });
  }

  view(title: string): Locator {
    return this.table.getByRole('link', { name: `View ${title}`, exact: true });
  }

  edit(title: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${title}`, exact: true });
  }

  delete(title: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${title}`, exact: true });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }
}

/** The older standalone Add New Game page (/admin/addgame): the same form on a page. */
export class AddGamePage extends AdminConsole {
  readonly form: GameForm;

  constructor(page: Page) {
    super(page);
    this.form = new GameForm(page.getByRole('main'));
  }

  override async open(): Promise<void> {
    await this.page.goto('/admin/addgame');
  }
}
