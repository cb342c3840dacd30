import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { entriesOf } from '../../../support/audit.ts';
import { databaseKinds } from '../../../support/databases.ts';
import { expectData, expectError, gql, seedGame } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { dmcaNotice } from '../../../support/submissions.ts';

/** Resolving a takedown notice may take the listed game it names offline in the same step. */

const noticesQuery = '{ dmcaNotices { id contentUrl status game { slug title status } } }';
const decide = `mutation Decide($id: ID!, $status: DmcaStatus!, $takeGameOffline: Boolean) {
  updateDmcaStatus(id: $id, status: $status, takeGameOffline: $takeGameOffline) { message }
}`;
const publicSlugs = `{ games(limit: 100) { nodes { slug } } }`;

describe.each(databaseKinds)('DMCA takedowns on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
    await seedGame(service, { slug: 'pioneer', title: 'Pioneer' });
    await seedGame(service, { slug: 'openclonk', title: 'OpenClonk' });
  });
  afterAll(() => service.stop());

  async function submit(url: string): Promise<string> {
    const answer = await service.request('POST', '/api/submit_dmca.php', { json: { ...dmcaNotice, url } });
    expect(answer.status).toBe(201);
    return String(answer.body.id);
  }
  const notice = async (id: string) =>
    expectData(await gql(service, noticesQuery, undefined, service.tokens.moderator)).dmcaNotices.find(
      (entry: { id: string }) => String(entry.id) === id,
    );
  const listed = async () =>
    expectData(await gql(service, publicSlugs)).games.nodes.map((node: { slug: string }) => node.slug);

  test('a notice names the listed game its address points at, on any host; others name none', async () => {
    const onSite = await submit('https://gamevault.example/game/pioneer?ref=mail');
    const elsewhere = await submit('https://downloads.example.net/pioneer');
    const unknown = await submit('https://gamevault.example/game/no-such-game');
    expect((await notice(onSite)).game).toEqual({ slug: 'pioneer', title: 'Pioneer', status: 'active' });
    expect((await notice(elsewhere)).game).toBeNull();
    expect((await notice(unknown)).game).toBeNull();
  });

  test('any number of notices naming unknown pages still lists every notice', async () => {
    for (let index = 0; index < 6; index += 1) await submit(`https://gamevault.example/game/gone-${index}`);
    const answer = await gql(service, noticesQuery, undefined, service.tokens.moderator);
    const notices = expectData(answer).dmcaNotices as { contentUrl: string; game: unknown }[];
    const gone = notices.filter((entry) => entry.contentUrl.includes('/game/gone-'));
    expect(gone).toHaveLength(6);
    expect(gone.every((entry) => entry.game === null)).toBe(true);
  });

  test('a moderator resolves and takes the game offline at once; the public list drops it; one audit entry', async () => {
    const id = await submit('https://gamevault.example/game/openclonk');
    expect(await listed()).toContain('openclonk');
    const entries = await entriesOf(service, async () => {
      const answer = await gql(
        service,
        decide,
        { id, status: 'resolved', takeGameOffline: true },
        service.tokens.moderator,
      );
      expect(expectData(answer).updateDmcaStatus.message).toBe('Status updated successfully');
    });
    expect(entries).toEqual([
      expect.objectContaining({ action: 'dmca.resolve', details: { deactivated_game: 'openclonk' } }),
    ]);
    expect(await listed()).not.toContain('openclonk');
    expect(await notice(id)).toMatchObject({ status: 'resolved', game: { status: 'inactive' } });
  });

  test('taking offline is refused with a rejection, or for a notice that names no listed game, and changes nothing', async () => {
    const pointing = await submit('https://gamevault.example/game/pioneer');
    const refusedReject = await gql(
      service,
      decide,
      { id: pointing, status: 'rejected', takeGameOffline: true },
      service.tokens.admin,
    );
    expectError(refusedReject, 'BAD_USER_INPUT', 'Only resolving a notice can take its game offline');
    const nowhere = await submit('https://downloads.example.net/pioneer');
    const refused = await gql(
      service,
      decide,
      { id: nowhere, status: 'resolved', takeGameOffline: true },
      service.tokens.admin,
    );
    expectError(refused, 'BAD_USER_INPUT', 'This notice does not point at a game of the catalogue');
    // The notice's decision rolled back with the refused takedown.
    expect((await notice(nowhere)).status).toBe('pending');
    expect((await notice(pointing)).status).toBe('pending');
    expect(await listed()).toContain('pioneer');
  });

  test('resolving without taking offline keeps the game listed', async () => {
    const id = await submit('https://gamevault.example/game/pioneer');
    expectData(await gql(service, decide, { id, status: 'resolved' }, service.tokens.admin));
    expect(await listed()).toContain('pioneer');
  });
});
