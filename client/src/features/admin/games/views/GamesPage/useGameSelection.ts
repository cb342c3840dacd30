import { useState } from 'react';

/** The games ticked in the table; select-all covers every game the search matches (SPEC 2.20). */
export function useGameSelection(matchingIds: readonly string[] | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const ids = matchingIds ?? [];
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return {
    /** Select-all waits for the list of matching games. */
    ready: matchingIds !== undefined && ids.length > 0,
    selectedIds: [...selected],
    count: selected.size,
    allSelected,
    someSelected: selected.size > 0,
    isSelected: (id: string) => selected.has(id),
    toggle(id: string) {
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    toggleAll() {
      setSelected(allSelected ? new Set() : new Set(ids));
    },
    clear() {
      setSelected(new Set());
    },
  };
}

export type GameSelection = ReturnType<typeof useGameSelection>;
