import type { ReportAnswer, ReportPageAnswer } from '../datasources/reportsApi.ts';
import { count, text } from './lists.ts';

/** A report in the API's shape: absent texts as ''. */
export const toReport = (report: ReportAnswer) => ({
  id: String(report.id),
  kind: report.kind,
  status: report.status,
  game: report.game && {
    id: String(report.game.id),
    slug: text(report.game.slug),
    title: text(report.game.title),
  },
  gameName: text(report.gameName),
  comment: report.comment && {
    id: String(report.comment.id),
    excerpt: text(report.comment.excerpt),
    status: report.comment.status,
  },
  reason: text(report.reason),
  description: text(report.description),
  email: text(report.email),
  name: text(report.name),
  systemSpecs: text(report.systemSpecs),
  pageUrl: text(report.pageUrl),
  resolutionNote: text(report.resolutionNote),
  handledBy: report.handledBy?.email ? { email: report.handledBy.email } : null,
  handledAt: report.handledAt ?? null,
  createdAt: text(report.createdAt),
});

export const toReportPage = (page: ReportPageAnswer) => ({
  reports: page.reports.map(toReport),
  totalCount: count(page.total),
  openCount: count(page.openCount),
});
