import { excerpt } from '../comments/commentAudit.ts';
import type { CommentStatus, ReportKind, ReportStatus } from '../db/schema.ts';
import type { ReportRow } from '../repositories/reportsRepository.ts';

const commentExcerptLength = 200;

export interface WireReport {
  id: number;
  kind: ReportKind;
  status: ReportStatus;
  /** The game it is about, while the game exists. */
  game: { id: number; slug: string; title: string } | null;
  /** The game's title when reported, or the name typed on the Report an Issue page. */
  gameName: string;
  comment: { id: number; excerpt: string; status: CommentStatus } | null;
  reason: string;
  description: string;
  email: string;
  name: string;
  systemSpecs: string;
  pageUrl: string;
  resolutionNote: string;
  handledBy: { email: string } | null;
  handledAt: string | null;
  createdAt: string;
}

/** A report as `reports.php` answers it to the staff. */
export function toWireReport(row: ReportRow): WireReport {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    game:
      row.game_id !== null && row.game_slug !== null && row.game_title !== null
        ? { id: row.game_id, slug: row.game_slug, title: row.game_title }
        : null,
    gameName: row.game_name,
    comment:
      row.comment_id !== null && row.comment_content !== null && row.comment_status !== null
        ? {
            id: row.comment_id,
            excerpt: excerpt(row.comment_content, commentExcerptLength),
            status: row.comment_status,
          }
        : null,
    reason: row.reason,
    description: row.description,
    email: row.email,
    name: row.name,
    systemSpecs: row.system_specs,
    pageUrl: row.page_url,
    resolutionNote: row.resolution_note,
    handledBy: row.handler_email === null ? null : { email: row.handler_email },
    handledAt: row.handled_at,
    createdAt: row.created_at,
  };
}
