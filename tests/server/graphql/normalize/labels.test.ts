import { describe, expect, test } from '@jest/globals';

import { labelBook, labelled } from '../../../../server/graphql/normalize/labels.ts';

/** Without the REST service's options (unreachable, or a host that has none), the shared names hold. */
const book = labelBook();

describe('platform and language names', () => {
  test.each([
    ['windows', 'Windows'],
    ['mac', 'Mac'],
    ['meta quest', 'Meta Quest'],
    ['linux', 'Linux'],
  ])('shows platform %s as %s', (value, name) => {
    expect(labelled([value], book.platforms)).toEqual([{ value, label: name }]);
  });

  test.each([
    ['en', 'English'],
    ['fr', 'French'],
    ['it', 'Italian'],
    ['es', 'Spanish'],
    ['de', 'German'],
    ['mul', 'Multilingual'],
  ])('shows language %s as %s', (value, name) => {
    expect(labelled([value], book.languages)).toEqual([{ value, label: name }]);
  });

  test('a value no table names is shown title-cased', () => {
    expect(labelled(['steam deck'], book.platforms)).toEqual([{ value: 'steam deck', label: 'Steam Deck' }]);
  });
});
