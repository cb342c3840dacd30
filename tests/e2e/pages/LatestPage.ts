import type { Locator } from '@playwright/test';

import { clickWhenHydrated } from '../support/hydration.ts';
import { GameListingPage } from './GameListingPage.ts';

export type LatestPeriod = 'All Time' | 'Past week' | 'Past month' | 'Past year';

/** /latest: the newest games, with time filters and summary tiles. */
export class LatestPage extends GameListingPage {
  readonly periods = this.main.getByRole('group', { name: 'Time period' });

  async open(): Promise<void> {
    await this.page.goto('/latest');
  }

  period(label: LatestPeriod): Locator {
    return this.periods.getByRole('button', { name: label, exact: true });
  }

  async choosePeriod(label: LatestPeriod): Promise<void> {
    await clickWhenHydrated(this.period(label));
  }

  /** The figure of a summary tile (Total Downloads, Average Rating, Games Added). */
  summary(label: string): Locator {
    return this.main.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
