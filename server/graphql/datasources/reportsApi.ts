import type { CallerRestClient } from './restClient.ts';

export type ReportKind = 'game' | 'issue' | 'comment' | 'contact';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** A report as `reports.php` answers it (docs/api.md). */
export interface ReportAnswer {
  id: number | string;
  kind: ReportKind;
  status: ReportStatus;
  game: { id: number | string; slug: string; title: string } | null;
  gameName: string | null;
  comment: { id: number | string; excerpt: string; status: 'visible' | 'hidden' | 'deleted' } | null;
  reason: string | null;
  description: string | null;
  email: string | null;
  name: string | null;
  systemSpecs: string | null;
  pageUrl: string | null;
  resolutionNote: string | null;
  handledBy: { email: string } | null;
  handledAt: string | null;
  createdAt: string;
}

export interface ReportPageAnswer {
  reports: ReportAnswer[];
  total: number;
  openCount: number;
}

export interface ReportQuery {
  status?: ReportStatus;
  kind?: ReportKind;
  offset: number;
  limit: number;
}

export interface GameReport {
  gameId: string;
  reason: string;
  description: string;
  email: string;
  url?: string;
}

/** `reports.php` (staff) and `submit_report.php` (anyone): reports that reach the staff. */
export function reportsApi(rest: CallerRestClient) {
  return {
    list: (query: ReportQuery) =>
      rest.request<ReportPageAnswer>('/reports.php', {
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      }),
    decide: (id: string, json: { status: ReportStatus; note?: string }) =>
      rest.request<{ message: string }>('/reports.php', { method: 'PUT', query: { id }, json }),
    submitGameReport: (json: GameReport, idempotencyKey?: string) =>
      rest.request<{ message: string }>('/submit_report.php', { method: 'POST', json, idempotencyKey }),
  };
}
