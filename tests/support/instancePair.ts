import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect } from '@jest/globals';

import type { ChildServer, Storage } from './childServer.ts';
import { killChild, startChildServer } from './childServer.ts';
import { gameData, gameForm } from './games.ts';

/** Two server processes of one site on one database, as behind a load balancer. */

/** What every instance of one site shares besides the database. */
export const sharedSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('base64url'),
  GATEWAY_KEY: randomBytes(32).toString('base64url'),
});

export async function startPair(
  storage: Storage,
  env: Record<string, string>,
): Promise<[ChildServer, ChildServer]> {
  // Started in turn: the first one migrates the database and creates the admin.
  const a = await startChildServer(storage, env);
  const otherDataDir = mkdtempSync(path.join(tmpdir(), 'gv-instance-b-'));
  const b = await startChildServer({ ...storage, dataDir: otherDataDir }, env);
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

export async function createGameThrough(server: ChildServer, token: string, title: string): Promise<void> {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const answer = await fetch(`${server.url}/api/games.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: gameForm(gameData({ title, slug })),
  });
  expect(answer.status).toBe(201);
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
