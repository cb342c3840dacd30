import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';

import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, signIn } from '../support/childServer.ts';
import { postgresSkipped } from '../support/databases.ts';
import { gameData, gameForm } from '../support/games.ts';
import { graphqlTitles, restTitles, sharedSecrets, startPair, stopPair } from '../support/instancePair.ts';

/**
 * One of two instances on one PostgreSQL database dies (SIGKILL) in the middle of a burst of game
 * and account writes through both: no acknowledged write is lost, and the other instance serves on.
 */

const describeOnPostgres = postgresSkipped ? describe.skip : describe;
const writersPerInstance = 3;
const acknowledgedBeforeKill = 40;

describeOnPostgres('SIGKILL of one instance during writes through both', () => {
  let storage: Storage;
  let a: ChildServer | undefined;
  let b: ChildServer | undefined;
  const secrets = sharedSecrets();

  beforeAll(async () => {
    storage = await createStorage('postgres');
    [a, b] = await startPair(storage, secrets);
  }, 60_000);
  afterAll(async () => {
    await stopPair([a, b]);
    await storage.drop();
  });

  test('every acknowledged game and account is in the database, and the survivor keeps serving', async () => {
    const victim = a as ChildServer;
    const survivor = b as ChildServer;
    const token = await signIn(survivor.url);
    const acknowledged = { games: [] as string[], accounts: [] as string[] };
    let next = 0;
    let victimDown = false;
    let stopped = false;

    const writeGame = async (server: ChildServer, n: number) => {
      const title = `Kept Kart ${n}`;
      const answer = await fetch(`${server.url}/api/games.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: gameForm(gameData({ title, slug: `kept-kart-${n}` })),
      });
      if (answer.status === 201) acknowledged.games.push(title);
      else throw new Error(`game write ${n} answered ${answer.status}`);
    };
    const writeAccount = async (server: ChildServer, n: number) => {
      const email = `kept-player-${n}@players.example`;
      const answer = await fetch(`${server.url}/api/auth.php?action=register`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A different visitor each time: the per-address limits are not what this test is about.
          'x-gateway-key': secrets.GATEWAY_KEY,
          'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
        },
        body: JSON.stringify({ email, password: `Kept-Pass-${n}-x9` }),
      });
      if (answer.status === 201 || answer.status === 200) acknowledged.accounts.push(email);
      // Password hashing is capped; a busy server refuses with 429, which acknowledges nothing.
      else if (answer.status !== 429) throw new Error(`account write ${n} answered ${answer.status}`);
    };
    const writer = (server: ChildServer) => async () => {
      while (!stopped && !(victimDown && server === victim)) {
        const n = next++;
        try {
          await (n % 2 === 0 ? writeGame(server, n) : writeAccount(server, n));
        } catch (error) {
          // Only the killed instance may fail, and only once it is being killed.
          if (!(victimDown && server === victim)) throw error;
        }
      }
    };
    const burst = Promise.all(
      [victim, survivor].flatMap((server) => Array.from({ length: writersPerInstance }, writer(server))),
    );
    while (acknowledged.games.length + acknowledged.accounts.length < acknowledgedBeforeKill) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    victimDown = true;
    victim.child.kill('SIGKILL');
    await victim.exited;
    // The survivor goes on writing for a moment after the kill.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopped = true;
    await burst;

    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      const games = (await client.query<{ title: string }>('select title from games')).rows.map(
        (r) => r.title,
      );
      const emails = (await client.query<{ email: string }>('select email from users')).rows.map(
        (r) => r.email,
      );
      expect(acknowledged.games.filter((title) => !games.includes(title))).toEqual([]);
      expect(acknowledged.accounts.filter((email) => !emails.includes(email))).toEqual([]);
      expect(acknowledged.games.length).toBeGreaterThan(0);
      expect(acknowledged.accounts.length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }

    // The survivor lists every acknowledged game at once, through REST and GraphQL, and still writes.
    const listed = await restTitles(survivor);
    expect(acknowledged.games.filter((title) => !listed.includes(title))).toEqual([]);
    expect(await graphqlTitles(survivor)).toEqual(expect.arrayContaining(acknowledged.games.slice(0, 5)));
    await writeGame(survivor, next++);
    expect((await fetch(`${survivor.url}/readyz`)).status).toBe(200);
  }, 90_000);
});
