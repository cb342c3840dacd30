import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ThemeToggle } from '../../../../client/src/components/layout/ThemeToggle.tsx';
import { colorModeStorageKey } from '../../../../client/src/theme/theme.ts';
import { renderPage } from '../../support/renderPage.tsx';

/** The system prefers `scheme` while the test runs. */
function systemPrefers(scheme: 'light' | 'dark') {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: query.includes(`prefers-color-scheme: ${scheme}`),
  });
  return () => {
    window.matchMedia = original;
  };
}

const scheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

describe('the theme toggle', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('changes the scheme shown on every click, from a dark system, and announces each choice', async () => {
    restore = systemPrefers('dark');
    renderPage(<ThemeToggle />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Theme: system, dark (switch to light)' });
    expect(scheme()).toBe('dark');

    await user.click(toggle);
    expect(scheme()).toBe('light');
    expect(toggle).toHaveAccessibleName('Theme: light (switch to dark)');
    expect(screen.getByRole('status')).toHaveTextContent('Light theme');

    await user.click(toggle);
    expect(scheme()).toBe('dark');
    expect(toggle).toHaveAccessibleName('Theme: system, dark (switch to light)');
    expect(screen.getByRole('status')).toHaveTextContent('Dark theme, as the system');
  });

  it('from a chosen dark theme on a dark system, the first click shows the light one', async () => {
    restore = systemPrefers('dark');
    localStorage.setItem(colorModeStorageKey, 'dark');
    renderPage(<ThemeToggle />);
    const toggle = await screen.findByRole('button', { name: 'Theme: dark (switch to light)' });
    await userEvent.setup().click(toggle);
    expect(scheme()).toBe('light');
  });

  it('from a light system goes to dark, then back to following the system', async () => {
    restore = systemPrefers('light');
    renderPage(<ThemeToggle />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Theme: system, light (switch to dark)' });

    await user.click(toggle);
    expect(scheme()).toBe('dark');
    expect(toggle).toHaveAccessibleName('Theme: dark (switch to light)');
    await user.click(toggle);
    expect(scheme()).toBe('light');
    expect(toggle).toHaveAccessibleName('Theme: system, light (switch to dark)');
  });
});
