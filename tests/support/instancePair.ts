import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect } from '@jest/globals';

import type { ChildServer, Storage } from './childServer.ts';
import { killChild, startChildServer } from './childServer.ts';
import type { FormFile } from './games.ts';
import { gameData, gameForm } from './games.ts';

/** Two server processes of one site on one database, as behind a load balancer. */

/** What every instance of one site shares besides the database. */
export const sharedSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('base64url'),
  GATEWAY_KEY: randomBytes(32).toString('base64url'),
  TWO_FACTOR_KEY: randomBytes(32).toString('base64url'),
});

/** Both started servers, or none left running when either failed to start. */
async function bothOrNeither(
  a: Promise<ChildServer>,
  b: Promise<ChildServer>,
): Promise<[ChildServer, ChildServer]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'fulfilled' && second.status === 'fulfilled') return [first.value, second.value];
  for (const started of [first, second]) if (started.status === 'fulfilled') await killChild(started.value);
  throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
}

/**
 * Starts two instances on `storage`'s database, each with a data directory of its own. In turn
 * unless `together`: then both migrate and provision the empty database at the same moment.
 */
export async function startPair(
  storage: Storage,
  env: Record<string, string>,
  { together = false } = {},
): Promise<[ChildServer, ChildServer]> {
  const otherDataDir = mkdtempSync(path.join(tmpdir(), 'gv-instance-b-'));
  const startB = () => startChildServer({ ...storage, dataDir: otherDataDir }, env);
  const [a, b] = together
    ? await bothOrNeither(startChildServer(storage, env), startB())
    : [await startChildServer(storage, env), await startB()];
  b.exited.finally(() => rmSync(otherDataDir, { recursive: true, force: true })).catch(() => undefined);
  return [a, b];
}

export async function stopPair(pair: (ChildServer | undefined)[]): Promise<void> {
  await Promise.all(pair.map((server) => killChild(server)));
}

export function login(server: ChildServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/api/auth.php?action=login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Creates a game through the REST service of `server`; answers its stored cover URL. */
export async function createGameThrough(
  server: ChildServer,
  token: string,
  title: string,
  files: FormFile[] = [],
): Promise<{ id: number; imageUrl: string }> {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const answer = await fetch(`${server.url}/api/games.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: gameForm(gameData({ title, slug }), files),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { game: { id: number; imageUrl: string } }).game;
}

export async function restTitles(server: ChildServer): Promise<string[]> {
  const answer = await fetch(`${server.url}/api/games.php`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { title: string }[]).map((game) => game.title);
}

export async function graphqlTitles(server: ChildServer): Promise<string[]> {
  const answer = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ games(limit: 100) { nodes { title } } }' }),
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { games: { nodes: { title: string }[] } } };
  return body.data.games.nodes.map((game) => game.title);
}

/** The slugs of the games `/sitemap.xml` lists. */
export async function sitemapSlugs(server: ChildServer): Promise<string[]> {
  const answer = await fetch(`${server.url}/sitemap.xml`);
  expect(answer.status).toBe(200);
  return [...(await answer.text()).matchAll(/\/game\/([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}
