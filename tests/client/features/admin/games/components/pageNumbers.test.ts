import { pageNumbers } from '../../../../../../client/src/features/admin/games/components/pageNumbers.ts';

describe('games table rules (SPEC 2.20, 9)', () => {
  it('offers at most 5 page numbers around the current page, within the pages there are', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
