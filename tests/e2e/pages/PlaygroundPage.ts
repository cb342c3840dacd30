import type { Locator, Page } from '@playwright/test';

/** The GraphiQL playground served at /graphql. */
export class PlaygroundPage {
  readonly page: Page;
  readonly runButton: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    this.page = page;
    this.runButton = page.locator('.graphiql-execute-button');
    this.result = page.locator('.graphiql-response');
  }

  async open(): Promise<void> {
    await this.page.goto('/graphql');
    // The editors load after the page; the run button works only once the query is in place.
    await this.page.locator('.graphiql-query-editor').getByText('NewestGames').waitFor();
  }

  async runDefaultQuery(): Promise<void> {
    await this.runButton.click();
  }
}
