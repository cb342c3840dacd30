import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

export interface NewDmcaNotice {
  title: string;
  url: string;
  company: string;
  name: string;
  description: string;
  email: string;
}

export interface NewGameRequest {
  game_title: string;
  platform: string;
  release_year: number;
  requester_email: string;
  additional_info: string;
}

type Outcome = 'updated' | 'not-found' | 'not-pending';

export function moderationRepository(db: Kysely<Database>) {
  /** Only a pending item can be decided; a decided one keeps its status. */
  async function decide(
    table: 'dmca_notices' | 'game_requests',
    id: number,
    status: 'resolved' | 'rejected' | 'approved',
    now: string,
  ): Promise<Outcome> {
    const result = await db
      .updateTable(table)
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return 'updated';
    const exists = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    return exists ? 'not-pending' : 'not-found';
  }

  return {
    dmcaNotices() {
      return db
        .selectFrom('dmca_notices')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async addDmcaNotice(notice: NewDmcaNotice, now: string): Promise<number> {
      const row = await db
        .insertInto('dmca_notices')
        .values({
          title: notice.title,
          content_url: notice.url,
          copyright_owner: notice.name,
          company: notice.company,
          contact_email: notice.email,
          description: notice.description,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    decideDmcaNotice: (id: number, status: 'resolved' | 'rejected', now: string) =>
      decide('dmca_notices', id, status, now),
    dmcaNotice(id: number) {
      return db
        .selectFrom('dmca_notices')
        .select(['title', 'content_url'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    gameRequests() {
      return db
        .selectFrom('game_requests')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async addGameRequest(request: NewGameRequest, now: string): Promise<number> {
      const row = await db
        .insertInto('game_requests')
        .values({ ...request, status: 'pending', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    decideGameRequest: (id: number, status: 'approved' | 'rejected', now: string) =>
      decide('game_requests', id, status, now),
    async gameRequestTitle(id: number): Promise<string> {
      const row = await db
        .selectFrom('game_requests')
        .select('game_title')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.game_title ?? '';
    },
  };
}
