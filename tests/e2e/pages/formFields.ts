import type { Locator } from '@playwright/test';

/** A text field inside `scope`, found by its exact label ("Email" must not match "Email address"). */
export function textbox(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** A select inside `scope`, found by its label. */
export function combobox(scope: Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label });
}
