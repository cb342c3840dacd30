import { listSummary } from '../../../../../../../client/src/features/admin/games/views/GamesPage/listSummary.ts';

describe('games table rules (SPEC 2.20, 9)', () => {
  it("says 'Found N game(s)' while searching and 'Showing X-Y of N games' otherwise", () => {
    expect(listSummary({ searching: true, total: 3, offset: 0, shown: 3 })).toBe('Found 3 game(s)');
    expect(listSummary({ searching: true, total: 0, offset: 0, shown: 0 })).toBe('Found 0 game(s)');
    expect(listSummary({ searching: false, total: 40, offset: 9, shown: 9 })).toBe(
      'Showing 10-18 of 40 games',
    );
    expect(listSummary({ searching: false, total: 40, offset: 36, shown: 4 })).toBe(
      'Showing 37-40 of 40 games',
    );
    expect(listSummary({ searching: false, total: 0, offset: 0, shown: 0 })).toBe('Showing 0 of 0 games');
  });
});
