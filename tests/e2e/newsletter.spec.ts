import { expect, test } from '@playwright/test';

import { SiteFooter } from './pages/SiteFooter.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { toast } from './support/toasts.ts';

test.describe('footer newsletter', () => {
  test('a subscription is confirmed with the server message and the field empties', async ({ page }) => {
    const footer = new SiteFooter(page);
    await page.goto('/faq');
    await footer.subscribe('reader@example.com');
    await expect(toast(page, 'Thanks! New games will reach your inbox.')).toBeVisible();
    await expect(footer.newsletterEmail).toHaveValue('');
  });

  test('with reduced motion the toast still stays its 4 seconds, without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const footer = new SiteFooter(page);
    await page.goto('/faq');
    await footer.subscribe('still-reading@example.com');
    const confirmation = toast(page, 'Thanks! New games will reach your inbox.');
    await expect(confirmation).toBeVisible();
    // Its auto-close follows the progress bar's animation, which reduced motion must not shorten.
    await page.waitForTimeout(1500);
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeHidden({ timeout: 6000 });
  });

  test('success and error toasts are readable (contrast AA) in either theme', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const footer = new SiteFooter(page);
    await page.goto('/faq');
    await footer.subscribe('contrast@example.com');
    const thanks = toast(page, 'Thanks! New games will reach your inbox.');
    await expect(thanks).toBeVisible();
    // Hovering its body (not its close button) pauses the 4-second close while axe measures.
    await thanks.hover({ position: { x: 8, y: 8 } });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Its close button is an icon, which axe does not measure: it wears the toast's text colour.
    const close = thanks.getByRole('button', { name: 'close' });
    const textColor = await thanks.evaluate((element) => getComputedStyle(element).color);
    await expect(close).toHaveCSS('color', textColor);
    await expect(close).toHaveCSS('opacity', '1');
  });

  test('an empty or malformed address is refused before anything is sent', async ({ page }) => {
    const footer = new SiteFooter(page);
    let sent = false;
    page.on('request', (request) => {
      if (request.postData()?.includes('SubscribeNewsletter')) sent = true;
    });
    await page.goto('/faq');
    await footer.subscribe('');
    await expect(footer.newsletterEmail).toHaveAccessibleDescription('Email is required');
    await footer.subscribe('reader@example');
    await expect(footer.newsletterEmail).toHaveAccessibleDescription('Invalid email address');
    expect(sent).toBe(false);
  });
});
