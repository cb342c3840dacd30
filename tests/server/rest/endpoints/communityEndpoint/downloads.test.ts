import { beforeAll, describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { communitySuite, newVisitorId } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { fakeDate } from '../../../../support/fakeDate.ts';

const dayMs = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const recorded = (counted: boolean) => ({ message: messages.community.downloadRecorded, counted });

describe.each(databaseKinds)('community.php downloads and Top downloads on %s', (kind) => {
  const { service, post, get, flush, counts, createGame, newUser, read, write } = communitySuite(kind);
  const downloadDays = (gameId: number) =>
    service()
      .running.db.kysely.selectFrom('game_download_days')
      .select(['day', 'downloads'])
      .where('game_id', '=', gameId)
      .orderBy('day')
      .execute();

  test('an anonymous download counts once per visitor, game and UTC day, in its day and in the total', async () => {
    const gameId = await createGame('download-anonymous');
    const [alice, bob] = [newVisitorId(), newVisitorId()];
    const start = Date.parse('2031-03-14T23:30:00Z');
    fakeDate(start);
    const download = async (visitorId: string) => {
      const answer = await post('download', { gameId }, { visitorId });
      expect(answer.status).toBe(201);
      return answer.body;
    };
    expect(await download(alice)).toEqual(recorded(true));
    expect(await download(alice)).toEqual(recorded(false));
    expect(await download(bob)).toEqual(recorded(true));
    jest.setSystemTime(start + 3600_000);
    expect(await download(alice)).toEqual(recorded(true));
    expect(await download(alice)).toEqual(recorded(false));

    expect(await downloadDays(gameId)).toEqual([
      { day: '2031-03-14', downloads: 2 },
      { day: '2031-03-15', downloads: 1 },
    ]);
    await flush();
    expect((await counts(gameId)).downloads).toBe(3);
  });

  test("an account's download counts once a day, through community.php and account.php alike", async () => {
    const gameId = await createGame('download-account');
    const user = await newUser();
    const start = Date.now();
    fakeDate(start);
    expect((await write(user.token, 'record-download', { gameId })).status).toBe(201);
    const again = await post('download', { gameId }, { token: user.token, visitorId: newVisitorId() });
    expect([again.status, again.body]).toEqual([201, recorded(false)]);
    expect((await write(user.token, 'record-download', { gameId })).body).toEqual({
      message: messages.community.downloadAlreadyRecorded,
    });

    jest.setSystemTime(start + dayMs);
    expect((await post('download', { gameId }, { token: user.token })).body).toEqual(recorded(true));
    expect((await write(user.token, 'record-download', { gameId })).status).toBe(200);

    expect((await read(user.token, 'downloads')).body.downloads).toHaveLength(2);
    expect(await downloadDays(gameId)).toEqual([
      { day: dayOf(start), downloads: 1 },
      { day: dayOf(start + dayMs), downloads: 1 },
    ]);
    await flush();
    expect((await counts(gameId)).downloads).toBe(2);
  });

  test('a download needs a visitor and a known active game', async () => {
    const hidden = await createGame('download-hidden', { status: 'inactive' });
    expect((await post('download', { gameId: hidden }, { visitorId: newVisitorId() })).status).toBe(404);
    const noVisitor = await post('download', { gameId: hidden });
    expect([noVisitor.status, noVisitor.body.error]).toEqual([400, messages.community.visitorRequired]);
    expect(await downloadDays(hidden)).toEqual([]);
  });

  describe('top-downloads', () => {
    const today = Date.now();
    /** Games whose downloads fall on days this many days back: [title, {daysBack: downloads}, total]. */
    const catalogue: [string, Record<number, number>, number][] = [
      ['Top Week', { 0: 9, 6: 1 }, 10],
      ['Top Month', { 7: 30, 29: 5 }, 35],
      ['Top Year', { 30: 100, 364: 20 }, 120],
      ['Top All', { 365: 500 }, 900],
      ['Top Tie A', { 1: 4 }, 4],
      ['Top Tie B', { 2: 4 }, 4],
    ];
    const ids = new Map<string, number>();
    let hiddenId = 0;

    beforeAll(async () => {
      const { kysely } = service().running.db;
      // The suite's other games take part too, with what they counted: the catalogue outnumbers them.
      await kysely.deleteFrom('game_download_days').execute();
      await kysely.updateTable('games').set({ downloads: 0 }).execute();
      for (const [title, days, total] of [...catalogue, ['Top Hidden', { 0: 1000 }, 5000] as const]) {
        const slug = title.toLowerCase().replaceAll(' ', '-');
        const id = await createGame(slug, { title, status: title === 'Top Hidden' ? 'inactive' : 'active' });
        if (title === 'Top Hidden') hiddenId = id;
        else ids.set(title, id);
        await kysely.updateTable('games').set({ downloads: total }).where('id', '=', id).execute();
        for (const [back, downloads] of Object.entries(days)) {
          await kysely
            .insertInto('game_download_days')
            .values({ game_id: id, day: dayOf(today - Number(back) * dayMs), downloads })
            .execute();
        }
      }
    });

    const top = async (window?: string) => {
      const answer = await get(window === undefined ? 'top-downloads' : `top-downloads&window=${window}`);
      expect(answer.status).toBe(200);
      return (answer.body.games as { gameId: number; downloads: number }[]).slice(0, 6);
    };
    const entry = (title: string, downloads: number) => ({ gameId: ids.get(title), downloads });

    test('week, month and year count the downloads of their last 7, 30 and 365 days; ties by title', async () => {
      expect((await top('week')).slice(0, 4)).toEqual([
        entry('Top Week', 10),
        entry('Top Tie A', 4),
        entry('Top Tie B', 4),
        expect.objectContaining({ downloads: 0 }),
      ]);
      expect((await top('month')).slice(0, 4)).toEqual([
        entry('Top Month', 35),
        entry('Top Week', 10),
        entry('Top Tie A', 4),
        entry('Top Tie B', 4),
      ]);
      expect((await top('year')).slice(0, 3)).toEqual([
        entry('Top Year', 120),
        entry('Top Month', 35),
        entry('Top Week', 10),
      ]);
    });

    test('all is the games’ totals; inactive games never show; at most 15 games', async () => {
      for (const window of ['all', undefined]) {
        expect((await top(window)).slice(0, 3)).toEqual([
          entry('Top All', 900),
          entry('Top Year', 120),
          entry('Top Month', 35),
        ]);
      }
      for (const window of ['week', 'month', 'year', 'all']) {
        const answer = await get(`top-downloads&window=${window}`);
        const listed = (answer.body.games as { gameId: number }[]).map((game) => game.gameId);
        expect(listed).not.toContain(hiddenId);
        expect(listed.length).toBeLessThanOrEqual(15);
      }
      for (let i = 0; i < 12; i += 1) await createGame(`top-filler-${i}`);
      expect((await get('top-downloads&window=week')).body.games).toHaveLength(15);
    });

    test('another window is 400 naming window', async () => {
      const answer = await get('top-downloads&window=decade');
      expect([answer.status, answer.body]).toEqual([
        400,
        { error: messages.community.windowChoice, fields: { window: messages.community.windowChoice } },
      ]);
    });
  });
});
