import { pegiLevel } from '../../../../../client/src/features/game/lib/pegi.ts';

describe('PEGI colours', () => {
  it.each([
    ['3', 'green'],
    ['7', 'green'],
    ['12', 'yellow'],
    ['16', 'orange'],
    ['18', 'red'],
    ['PEGI 16', 'orange'],
    ['E10+', null],
    ['', null],
  ])('colours PEGI %s %s', (rating, level) => expect(pegiLevel(rating)).toBe(level));
});
