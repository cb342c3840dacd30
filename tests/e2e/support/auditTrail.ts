import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { AdminAuditPage } from '../pages/AdminAuditPage.ts';

/** Opens the console's audit log (signed in as an admin) and expects an entry with `action` about `target`. */
export async function expectAudited(page: Page, action: string, target: string): Promise<void> {
  const audit = new AdminAuditPage(page);
  await audit.open('/admin/audit');
  await audit.actionFilter.selectOption({ label: action });
  await expect(audit.row(target).first()).toContainText(action);
}
