import { expect } from '@jest/globals';

import type { TestService } from './service.ts';

let emailCounter = 0;

/** An email address no other test of the file uses. */
export function uniqueEmail(prefix: string): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}@example.com`;
}

export interface NewUserOptions {
  prefix?: string;
  password?: string;
  /** Left out of the request unless given, so that users.php applies its default (user). */
  role?: string;
}

/**
 * Helpers for suites that need fresh accounts and call account.php. The service is looked up
 * on each call, since suites start it in `beforeAll`, after the helpers are made.
 */
export function accountHelpers(currentService: () => TestService) {
  /** Creates an account through users.php as the admin, without signing it in. */
  async function createUser({ prefix = 'account', password = 'Fresh-Pass-42q', role }: NewUserOptions = {}) {
    const service = currentService();
    const email = uniqueEmail(prefix);
    const created = await service.request('POST', '/api/users.php', {
      token: service.tokens.admin,
      json: { email, password, role },
    });
    expect(created.status).toBe(201);
    return { id: created.body.user.id as number, email, password };
  }

  async function newUser(options: NewUserOptions = {}) {
    const user = await createUser(options);
    const token = await currentService().login({ email: user.email, password: user.password });
    return { ...user, token };
  }

  const read = (token: string, action: string) =>
    currentService().request('GET', `/api/account.php?action=${action}`, { token });
  const write = (token: string, action: string, json: unknown) =>
    currentService().request('POST', `/api/account.php?action=${action}`, { token, json });

  return { createUser, newUser, read, write };
}
