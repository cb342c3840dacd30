import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the home page shows fewer cards and stays short', async ({ page }) => {
  await page.goto('/');
  const section = (name: string) => page.getByRole('region', { name });
  const visibleCards = (name: string) =>
    section(name).getByRole('heading', { level: 3 }).filter({ visible: true });

  await expect(visibleCards('Browse Games')).toHaveCount(4);
  await expect(section('Browse Games').getByRole('link', { name: 'View All Games' })).toBeVisible();
  await expect(visibleCards('Latest Updates')).toHaveCount(2);
  await expect(section('Latest Updates').getByRole('link', { name: 'View All' })).toBeVisible();
  // 8,450 px before the phone layout; the footer is about 1,500 of what remains.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6500);
});

test('a game title in the home page rankings is never broken inside a word', async ({ page }) => {
  await page.goto('/');
  const links = page
    .getByRole('region', { name: 'Community Highlights' })
    .getByRole('listitem')
    .getByRole('link');
  for (const link of await links.all()) {
    const lines = await link.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    const title = ((await link.textContent()) ?? '').trim();
    expect(lines, title).toBeLessThanOrEqual(title.split(/\s+/).length);
  }
});
