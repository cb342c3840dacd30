interface ListState {
  searching: boolean;
  total: number;
  /** Where the page starts in the whole list. */
  offset: number;
  /** The rows on this page. */
  shown: number;
}

/** SPEC 2.20: 'Found N game(s)' while searching, otherwise 'Showing X-Y of N games'. */
export function listSummary({ searching, total, offset, shown }: ListState): string {
  if (searching) return `Found ${total} game(s)`;
  if (total === 0) return 'Showing 0 of 0 games';
  return `Showing ${offset + 1}-${offset + shown} of ${total} games`;
}
