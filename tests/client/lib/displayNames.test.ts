import { languageName, platformName } from '../../../client/src/lib/displayNames.ts';
import { pegiLevel } from '../../../client/src/lib/pegi.ts';

describe('display names and PEGI colours', () => {
  it.each([
    ['windows', 'Windows'],
    ['mac', 'Mac'],
    ['meta quest', 'Meta Quest'],
    ['linux', 'Linux'],
  ])('shows platform %s as %s', (value, name) => expect(platformName(value)).toBe(name));

  it.each([
    ['en', 'English'],
    ['fr', 'French'],
    ['it', 'Italian'],
    ['es', 'Spanish'],
    ['mul', 'Multilingual'],
  ])('shows language %s as %s', (value, name) => expect(languageName(value)).toBe(name));

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
