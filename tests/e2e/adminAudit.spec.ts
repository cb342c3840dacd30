import { expect, test } from '@playwright/test';

import { AdminAuditPage } from './pages/AdminAuditPage.ts';
import { AdminLoginPage } from './pages/AdminLoginPage.ts';
import { adminSend } from './support/adminApi.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/e2eAdmin.ts';

const uniqueEmail = () => `audited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

async function signIn(audit: AdminAuditPage): Promise<void> {
  const login = new AdminLoginPage(audit.page);
  await login.open();
  await login.signIn(e2eAdmin);
  await expect(audit.heading).toHaveText('Dashboard');
}

test("the admin's writes and sign-in are in the audit log, newest first, and filter by action", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const created = (await adminSend(request, 'POST', '/api/users.php', {
    email,
    password: 'Audited-Pass-72r',
    role: 'user',
  })) as { user: { id: number } };
  await adminSend(request, 'PUT', `/api/users.php?id=${created.user.id}`, { role: 'moderator' });

  const audit = new AdminAuditPage(page);
  await signIn(audit);
  await audit.navigation.getByRole('link', { name: 'Audit Log' }).click();
  await expect(audit.heading).toHaveText('Audit Log');
  await expect(audit.status).toContainText(/^Showing 1–\d+ of \d+ entries$/);

  // Newest first: this sign-in, then the role change, then the account's creation (other tests'
  // entries, written meanwhile, may come between them).
  const signedIn = (text: string) => text.includes('Console sign-in') && text.includes(e2eAdmin.email);
  const update = audit.row(email).filter({ hasText: 'User updated' });
  await expect(update).toContainText('Previous roleuser');
  await expect(update).toContainText('Rolemoderator');
  await expect(update).toContainText(/127\.0\.0\.1|::1/);
  await expect(audit.row(email).filter({ hasText: 'User created' })).toBeVisible();
  const rows = await audit.entries().allTextContents();
  const updatedAt = rows.findIndex((text) => text.includes(email) && text.includes('User updated'));
  const createdAt = rows.findIndex((text) => text.includes(email) && text.includes('User created'));
  const signedInAt = rows.findIndex(signedIn);
  expect(signedInAt).toBeGreaterThanOrEqual(0);
  expect(updatedAt).toBeGreaterThan(signedInAt);
  expect(createdAt).toBeGreaterThan(updatedAt);

  await audit.actionFilter.selectOption({ label: 'User updated' });
  await expect(audit.entries().filter({ hasNotText: 'User updated' })).toHaveCount(0);
  await expect(audit.row(email)).toHaveCount(1);
  await expect(audit.status).toContainText(/^Showing 1–(\d+) of \1 entr(y|ies)$/);

  await audit.actorFilter.selectOption({ label: e2eAdmin.email });
  await expect(audit.row(email)).toHaveCount(1);
  await audit.actionFilter.selectOption({ label: 'Game deleted' });
  await expect(audit.table).toContainText('No audit entries found');
  await expect(audit.status).toHaveText('0 entries');
});

test('the audit log has no serious accessibility problem in either theme', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const audit = new AdminAuditPage(page);
  await signIn(audit);
  await audit.open('/admin/audit');
  await expect(audit.heading).toHaveText('Audit Log');
  await expect(audit.entries().first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
