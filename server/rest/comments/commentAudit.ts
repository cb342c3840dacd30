import { messages } from '../../../shared/validation/messages.ts';
import type { AuditDetails, AuditTarget } from '../repositories/auditRepository.ts';
import type { CommentRecord } from '../repositories/commentsRepository.ts';

const labelLength = 80;

/** The start of a text, on one line, for a list: at most `length` characters. */
export function excerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/** A comment as the audit log names it: its opening words, and whose and where it is. */
export function commentAudit(comment: CommentRecord): { target: AuditTarget; details: AuditDetails } {
  return {
    target: { type: 'comment', id: comment.id, label: excerpt(comment.content, labelLength) },
    details: {
      game_id: comment.game_id,
      author: comment.author_email ?? messages.comment.deletedAuthor,
    },
  };
}
