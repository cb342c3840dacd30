import { expect, test } from '@playwright/test';

import { clickWhenHydrated } from './support/hydration.ts';

test('the featured slider goes round: back from the first slide is the last, on from the last is the first', async ({
  page,
}) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured games' });
  const next = slider.getByRole('button', { name: 'Next slide' });
  const previous = slider.getByRole('button', { name: 'Previous slide' });
  // The slider starts at the first input and then shows its arrows; paused, only the arrows move it.
  await clickWhenHydrated(slider.getByRole('button', { name: 'Pause slideshow' }));
  await expect(next).toBeVisible();
  const titles = await slider.locator('.swiper-slide h2').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  const shown = slider.locator('.swiper-slide-active h2');
  await expect(shown).toHaveText(titles[0] ?? '');

  await previous.click();
  await expect(shown).toHaveText(titles.at(-1) ?? '');
  await next.click();
  await expect(shown).toHaveText(titles[0] ?? '');
});

test('untouched, the slider starts when the second slide is due and shows it', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured games' });
  const firstTitle = (await slider.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible({ timeout: 15_000 });
  await expect(slider.locator('.swiper-slide-active h2')).not.toHaveText(firstTitle);
});
