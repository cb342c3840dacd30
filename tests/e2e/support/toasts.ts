import type { Locator, Page } from '@playwright/test';

/** The toast that says `text`, in the notifications region every page has. */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: text });
}

/**
 * The same toast while a modal dialog is open: the dialog hides the rest of the page, toasts
 * included, from assistive technology (which is why the dialogs repeat a failure inside).
 */
export function toastBehindDialog(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('alert', { includeHidden: true })
    .filter({ hasText: text });
}
