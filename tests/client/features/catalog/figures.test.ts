import { gamesCount, ratingsCount, roundedFigure } from '../../../../client/src/features/catalog/figures.ts';

describe('figures in the form of the home stats strip', () => {
  it("keeps the SPEC's own examples", () => {
    expect(roundedFigure(50_000)).toBe('50K+');
    expect(roundedFigure(1_000_000)).toBe('1M+');
    expect(roundedFigure(100_000)).toBe('100K+');
    expect(roundedFigure(40)).toBe('40+');
  });

  it('rounds down, never up, so that the plus sign stays true', () => {
    expect(roundedFigure(52_999)).toBe('52K+');
    expect(roundedFigure(999_999)).toBe('999K+');
    expect(roundedFigure(1_299_999)).toBe('1.2M+');
    expect(roundedFigure(1_999)).toBe('1.9K+');
    expect(roundedFigure(999)).toBe('999+');
    expect(roundedFigure(12.9)).toBe('12+');
  });

  it('gives one decimal under ten of a unit and whole units above, without a trailing .0', () => {
    expect(roundedFigure(1_000)).toBe('1K+');
    expect(roundedFigure(9_950)).toBe('9.9K+');
    expect(roundedFigure(10_500)).toBe('10K+');
    expect(roundedFigure(25_300_000)).toBe('25M+');
    expect(roundedFigure(3_400_000_000)).toBe('3.4B+');
  });

  it('shows nothing counted as 0, without a plus', () => {
    expect(roundedFigure(0)).toBe('0');
    expect(roundedFigure(-3)).toBe('0');
  });
});

describe('counts in words', () => {
  it('says rating and game in the singular for one', () => {
    expect(ratingsCount(1)).toBe('1 rating');
    expect(ratingsCount(5_220)).toBe('5,220 ratings');
    expect(gamesCount(1)).toBe('1 game');
    expect(gamesCount(0)).toBe('0 games');
    expect(gamesCount(1_204)).toBe('1,204 games');
  });
});
