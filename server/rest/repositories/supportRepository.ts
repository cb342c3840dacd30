import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.ts';

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

/** Messages of the contact form and reports of the Report an Issue page, newest first in lists. */
export function supportRepository(db: Kysely<Database>) {
  return {
    async addContactMessage(message: NewContactMessage, now: string): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({ ...message, status: 'new', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    contactMessages() {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async addIssueReport(report: NewIssueReport, now: string): Promise<number> {
      const row = await db
        .insertInto('issue_reports')
        .values({ ...report, status: 'open', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    issueReports() {
      return db
        .selectFrom('issue_reports')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
