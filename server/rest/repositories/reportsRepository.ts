import type { Insertable, Kysely } from 'kysely';

import type { Database, ReportKind, ReportsTable, ReportStatus } from '../db/schema.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NewIssueReport {
  game_name: string;
  issue_type: string;
  description: string;
  system_specs: string;
  email: string;
}

/** A report of a game (the game page's dialog) or of a comment. */
export interface NewGameOrCommentReport {
  kind: 'game' | 'comment';
  gameId: number;
  gameName: string;
  commentId?: number;
  reporterUserId: number | null;
  reason: string;
  description: string;
  email: string;
  pageUrl?: string;
}

export interface ReportFilter {
  status?: ReportStatus;
  kind?: ReportKind;
  offset: number;
  limit: number;
}

/** PostgreSQL answers a count as bigint text, SQLite as a number. */
const counted = (row: { n: unknown } | undefined) => Number(row?.n ?? 0);

/**
 * Every report that asks the staff to act, in one table (docs/decisions.md, Community): game and
 * comment reports, the Report an Issue page and the contact form. Lists are newest first.
 */
export function reportsRepository(db: Kysely<Database>) {
  async function add(values: Omit<Insertable<ReportsTable>, 'status' | 'updated_at'>): Promise<number> {
    const row = await db
      .insertInto('reports')
      .values({ ...values, status: 'open', updated_at: values.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const filtered = (filter: Pick<ReportFilter, 'status' | 'kind'>) =>
    db
      .selectFrom('reports')
      .$if(filter.status !== undefined, (query) =>
        query.where('reports.status', '=', filter.status as ReportStatus),
      )
      .$if(filter.kind !== undefined, (query) => query.where('reports.kind', '=', filter.kind as ReportKind));

  /** What the staff's list shows beside a report: its game, its comment and who handled it. */
  const withDetails = (query: ReturnType<typeof filtered>) =>
    query
      .leftJoin('games', 'games.id', 'reports.game_id')
      .leftJoin('comments', 'comments.id', 'reports.comment_id')
      .leftJoin('users as handler', 'handler.id', 'reports.handled_by')
      .selectAll('reports')
      .select([
        'games.slug as game_slug',
        'games.title as game_title',
        'comments.content as comment_content',
        'comments.status as comment_status',
        'handler.email as handler_email',
      ]);

  return {
    addContactMessage: (message: NewContactMessage, now: string) =>
      add({
        kind: 'contact',
        name: message.name,
        email: message.email,
        reason: message.subject,
        description: message.message,
        created_at: now,
      }),
    addIssueReport: (report: NewIssueReport, now: string) =>
      add({
        kind: 'issue',
        game_name: report.game_name,
        reason: report.issue_type,
        description: report.description,
        system_specs: report.system_specs,
        email: report.email,
        created_at: now,
      }),
    addReport: (report: NewGameOrCommentReport, now: string) =>
      add({
        kind: report.kind,
        game_id: report.gameId,
        game_name: report.gameName,
        comment_id: report.commentId ?? null,
        reporter_user_id: report.reporterUserId,
        reason: report.reason,
        description: report.description,
        email: report.email,
        page_url: report.pageUrl ?? '',
        created_at: now,
      }),

    /** Whether the account already has an open report of this comment (a repeat adds none). */
    async openCommentReport(commentId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('reports')
        .select('id')
        .where('comment_id', '=', commentId)
        .where('reporter_user_id', '=', userId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One page of reports with their game, comment and handler, the filter's total and every open report's count. */
    async list(filter: ReportFilter) {
      const [reports, total, openCount] = await Promise.all([
        withDetails(filtered(filter))
          .orderBy('reports.created_at', 'desc')
          .orderBy('reports.id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
          .then(counted),
        filtered({ status: 'open' })
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
          .then(counted),
      ]);
      return { reports, total, openCount };
    },

    /** One report as `list` gives it. */
    detailed(id: number) {
      return withDetails(filtered({})).where('reports.id', '=', id).executeTakeFirst();
    },

    /** The rows of one kind, newest first, as stored. */
    ofKind(kind: ReportKind) {
      return filtered({ kind }).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    find(id: number) {
      return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Moves a report to `status` with the handler's note; false when it already had that status. */
    async setStatus(
      id: number,
      change: { status: ReportStatus; note: string; handledBy: number | null; now: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('reports')
        .set({
          status: change.status,
          resolution_note: change.note,
          handled_by: change.handledBy,
          handled_at: change.now,
          updated_at: change.now,
        })
        .where('id', '=', id)
        .where('status', '!=', change.status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsRepository>['list']>>['reports'][number];
