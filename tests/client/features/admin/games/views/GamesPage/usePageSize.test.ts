import { pageSizeFor } from '../../../../../../../client/src/features/admin/games/views/GamesPage/usePageSize.ts';

describe('games table rules (SPEC 2.20, 9)', () => {
  it('shows 9 rows up to a 1080 px window, then 10 plus one per 70 px over', () => {
    expect(pageSizeFor(600)).toBe(9);
    expect(pageSizeFor(1080)).toBe(9);
    expect(pageSizeFor(1081)).toBe(10);
    expect(pageSizeFor(1149)).toBe(10);
    expect(pageSizeFor(1150)).toBe(11);
    expect(pageSizeFor(1220)).toBe(12);
  });
});
