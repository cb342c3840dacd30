import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface SiteAccount {
  email: string;
  password: string;
  token: string;
  user: { id: string; email: string; role: string };
}

const uniqueEmail = () => `player-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

/** A new site account, registered through the REST service as the register page would. */
export async function registerAccount(
  request: APIRequestContext,
  password = 'Player-Pass-42',
): Promise<SiteAccount> {
  const email = uniqueEmail();
  const answer = await request.post('/api/auth.php?action=register', { data: { email, password } });
  expect(answer.status()).toBe(201);
  const { token, user } = (await answer.json()) as {
    token: string;
    user: { id: number; email: string; role: string };
  };
  return { email, password, token, user: { ...user, id: String(user.id) } };
}

/** Whether the REST service signs `email` in with `password`. */
export async function signsIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const answer = await request.post('/api/auth.php?action=login', { data: { email, password } });
  return answer.ok();
}

/**
 * The browser tab starts signed in as `account`, with the session kept as a Remember-me login
 * keeps it. Only the tab's first page gets it, so a later logout or token renewal stands.
 */
export async function signInTab(page: Page, account: SiteAccount): Promise<void> {
  await page.addInitScript(
    (session) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', 'yes');
      localStorage.setItem('auth-storage', JSON.stringify(session));
    },
    { token: account.token, user: account.user },
  );
}

/** Links to other sites (a game's official download page) go nowhere: the tests stay offline. */
export async function stayOffline(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}
