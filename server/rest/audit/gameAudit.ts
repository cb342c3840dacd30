import type { GameRow } from '../db/schema.ts';
import { gameFields } from '../games/gameFields.ts';
import type { AuditTarget } from '../repositories/auditRepository.ts';

export const gameTarget = (game: GameRow): AuditTarget => ({ type: 'game', id: game.id, label: game.title });

/** The form fields (wire names) whose stored value an update changed; the service's counters aside. */
export function changedGameFields(before: GameRow, after: GameRow): string[] {
  return gameFields
    .filter((field) => field.kind !== 'counter' && before[field.column] !== after[field.column])
    .map((field) => field.wire);
}
