import { expect, test } from '@playwright/test';

import { defaultSiteSettings } from '../../shared/settings/siteSettings.ts';
import { AdminSettingsPage } from './pages/AdminSettingsPage.ts';
import { expectAudited } from './support/auditTrail.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';
import { saveSiteSettings } from './support/siteSettingsApi.ts';
import { toast } from './support/toasts.ts';

// No other spec sees this one's changes.
test.afterEach(async ({ request }) => {
  await saveSiteSettings(request, {});
});

test('the settings page shows the defaults, two-factor sign-in not required, and passes axe', async ({
  page,
}) => {
  const settings = new AdminSettingsPage(page);
  await settings.signInAndOpen(e2eAdmin);
  await expect(settings.siteName).toHaveValue(defaultSiteSettings.siteName);
  await expect(settings.contactEmail).toHaveValue(defaultSiteSettings.contactEmail);
  await expect(settings.maintenanceMode).not.toBeChecked();
  await expect(settings.twoFactor).toBeEnabled();
  await expect(settings.twoFactor).not.toBeChecked();
  await expect(settings.sessionTimeout.locator('option')).toHaveText([
    'Choose a timeout',
    '30 min',
    '1 hour',
    '2 hours',
    '4 hours',
  ]);
  await expect(settings.sessionTimeout).toHaveValue('120');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a bad value is refused under its field and nothing is saved', async ({ page, request }) => {
  const settings = new AdminSettingsPage(page);
  await settings.signInAndOpen(e2eAdmin);
  await settings.siteName.fill('   ');
  await settings.contactEmail.fill('not-an-address');
  await settings.save.click();
  await expect(settings.siteName).toHaveAccessibleDescription('Site name is required');
  await expect(settings.contactEmail).toHaveAccessibleDescription('Invalid email address');
  const stored = (await (await request.get('/api/settings.php')).json()) as {
    settings: { site_name: string };
  };
  expect(stored.settings.site_name).toBe(defaultSiteSettings.siteName);
});

test('a new site name shows in the public header, the title and the preview tags', async ({
  page,
  browser,
}) => {
  const settings = new AdminSettingsPage(page);
  await settings.signInAndOpen(e2eAdmin);
  await settings.siteName.fill('Open Games Shelf');
  await settings.siteDescription.fill('Free and open-source PC games, each linked to its official page.');
  await settings.save.click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Open Games Shelf' })).toBeVisible();
  await expect(visitor).toHaveTitle('Open Games Shelf');
  await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute(
    'content',
    'Open Games Shelf',
  );
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Free and open-source PC games, each linked to its official page.',
  );
  await visitor.goto('/faq');
  await expect(visitor).toHaveTitle(/\| Open Games Shelf$/);
  await expect(visitor.getByRole('contentinfo')).toContainText('Open Games Shelf');
  await visitor.close();
  await expectAudited(page, 'Settings updated', 'Site settings');
});

test('maintenance mode shows visitors a 503 notice while staff keep working, until it is turned off', async ({
  page,
  browser,
}) => {
  const settings = new AdminSettingsPage(page);
  await settings.signInAndOpen(e2eAdmin);
  await settings.maintenanceMode.check();
  await settings.save.click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  // The console says so too, as long as it is on.
  const reminder = page.getByText(/^Maintenance mode is on/);
  await expect(reminder).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  const answer = await visitor.goto('/latest');
  expect(answer?.status()).toBe(503);
  expect(answer?.headers()['retry-after']).toBe('3600');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `${defaultSiteSettings.siteName} is down for maintenance`,
  );
  await expect(visitor.getByRole('link', { name: defaultSiteSettings.contactEmail })).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);

  // The signed-in admin still sees the site, reminded that visitors do not, and the console works.
  await page.goto('/latest');
  await expect(reminder).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/down for maintenance/);
  await page.getByRole('link', { name: 'Turn it off in Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(settings.maintenanceMode).toBeChecked();
  await settings.maintenanceMode.uncheck();
  await settings.save.click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  await expect(reminder).toHaveCount(0);

  const after = await visitor.goto('/latest');
  expect(after?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(/down for maintenance/);
  await visitor.close();
});
