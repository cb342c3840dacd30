import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import { e2eAdmin } from './e2eAdmin.ts';

/**
 * Reads a staff-only REST list as the administrator, to see what a public form really stored.
 */
export async function adminGet(request: APIRequestContext, path: string): Promise<unknown> {
  const login = await request.post('/api/auth.php?action=login', {
    data: { ...e2eAdmin, isAdminLogin: true },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return answer.json();
}
