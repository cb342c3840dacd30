import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Resolves once React has taken `element` over from the server's HTML. Before that a click or a
 * keystroke reaches plain HTML: a form would submit itself and typed text could be lost.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Clicks `element` once React has taken it over, so the click runs its handler. */
export async function clickWhenHydrated(element: Locator): Promise<void> {
  await waitForHydration(element);
  await element.click();
}
