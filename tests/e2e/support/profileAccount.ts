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

/** The token of the session this tab keeps (Remember me or this tab only). */
export async function storedToken(page: Page): Promise<string> {
  const text = await page.evaluate(
    () => sessionStorage.getItem('auth-storage') ?? localStorage.getItem('auth-storage'),
  );
  const token = text === null ? undefined : (JSON.parse(text) as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error('This tab keeps no session');
  return token;
}

/** What the GraphQL API answers `{ me { email } }` with `token`: the email, or the error's code. */
export async function meWithToken(request: APIRequestContext, token: string): Promise<string | undefined> {
  const answer = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ me { email } }' },
  });
  const body = (await answer.json()) as {
    data?: { me: { email: string } | null } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return body.data?.me?.email ?? body.errors?.[0]?.extensions?.code;
}

/** A second session of the account, as another device would sign in: its token. */
export async function signInElsewhere(request: APIRequestContext, account: SiteAccount): Promise<string> {
  const answer = await request.post('/api/auth.php?action=login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}
