import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

import { e2eAdmin } from './e2eAdmin.ts';

/** A fresh token of the end-to-end administrator, from the console's sign-in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth.php?action=login', {
    data: { ...e2eAdmin, isAdminLogin: true },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Reads a staff-only REST list as the administrator, to see what a public form really stored.
 */
export async function adminGet(request: APIRequestContext, path: string): Promise<unknown> {
  return adminSend(request, 'GET', path);
}

/** Calls the REST service as the administrator (an admin write, say) and expects it to succeed. */
export async function adminSend(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const answer = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    ...(data !== undefined && { data }),
  });
  expect(answer.ok()).toBe(true);
  return answer.json();
}
