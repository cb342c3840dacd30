import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a field in one paste, for forms filled on the way to what a test is about: typed a key at a
 * time, each form re-renders and validates once per letter, most of those suites' time. Tests of
 * what happens as someone types still type.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
