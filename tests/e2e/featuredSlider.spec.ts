import { expect, test } from '@playwright/test';

test('the featured slider goes round: back from the first slide is the last, on from the last is the first', async ({
  page,
}) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured games' });
  const next = slider.getByRole('button', { name: 'Next slide' });
  const previous = slider.getByRole('button', { name: 'Previous slide' });
  // The arrows appear once the slider has started; paused, only the arrows move it.
  await expect(next).toBeVisible();
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  const titles = await slider.locator('.swiper-slide h2').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  const shown = slider.locator('.swiper-slide-active h2');
  await expect(shown).toHaveText(titles[0] ?? '');

  await previous.click();
  await expect(shown).toHaveText(titles.at(-1) ?? '');
  await next.click();
  await expect(shown).toHaveText(titles[0] ?? '');
});
