import { firstTabWithError } from '../../../../../../client/src/features/admin/games/form/formTabs.ts';

describe('game form values (SPEC 3, 4, 5)', () => {
  it('jumps to the tab of the first field in error, in tab order (SPEC 4)', () => {
    expect(firstTabWithError({})).toBeUndefined();
    expect(firstTabWithError({ title: 'Title is required' })).toBe('basic');
    expect(firstTabWithError({ genres: 'x' })).toBe('basic');
    expect(firstTabWithError({ screenshots: 'x' })).toBe('media');
    expect(firstTabWithError({ imageUrl: 'x' })).toBe('media');
    expect(firstTabWithError({ installationInstructions: 'x', downloadLink: 'y' })).toBe('details');
    expect(firstTabWithError({ downloadLink: 'y', description: 'Description is required' })).toBe('details');
    expect(firstTabWithError({ os: 'x' })).toBe('requirements');
    expect(firstTabWithError({ ageRating: 'x' })).toBe('technical');
    expect(firstTabWithError({ homepageUrl: 'x' })).toBe('links');
  });
});
