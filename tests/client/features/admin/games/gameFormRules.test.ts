import { firstTabWithError } from '../../../../../client/src/features/admin/games/form/formTabs.ts';
import {
  gameToValues,
  newGameValues,
  slugFromTitle,
  valuesToInput,
} from '../../../../../client/src/features/admin/games/form/gameFormValues.ts';
import { pickImages } from '../../../../../client/src/features/admin/games/form/pickImages.ts';
import { listSummary } from '../../../../../client/src/features/admin/games/listSummary.ts';
import { pageNumbers } from '../../../../../client/src/features/admin/games/pageNumbers.ts';
import { pageSizeFor } from '../../../../../client/src/features/admin/games/usePageSize.ts';
import { requestDraft } from '../../../../../client/src/features/admin/requests/requestDraft.ts';
import type { AdminGameFormFields } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { gameDefaults } from '../../../../../shared/catalog/gameChoices.ts';

describe('games table rules (SPEC 2.20, 9)', () => {
  it('shows 9 rows up to a 1080 px window, then 10 plus one per 70 px over', () => {
    expect(pageSizeFor(600)).toBe(9);
    expect(pageSizeFor(1080)).toBe(9);
    expect(pageSizeFor(1081)).toBe(10);
    expect(pageSizeFor(1149)).toBe(10);
    expect(pageSizeFor(1150)).toBe(11);
    expect(pageSizeFor(1220)).toBe(12);
  });

  it('offers at most 5 page numbers around the current page, within the pages there are', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

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

describe('game form values (SPEC 3, 4, 5)', () => {
  it('starts a new game with the defaults of SPEC 3 and neutral installation steps', () => {
    const values = newGameValues(new Date(2026, 10, 22, 23, 30));
    expect(values).toMatchObject({
      category: 'Standard',
      status: 'active',
      version: '1.0',
      os: 'Windows 10 64-bit',
      releaseDate: '2026-11-22',
      installationInstructions: gameDefaults.installationInstructions,
    });
    expect(values.installationInstructions).toMatch(/official download page/);
    expect(values.installationInstructions).not.toMatch(/crack/i);
  });

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

  it('makes a slug from a title', () => {
    expect(slugFromTitle('0 A.D.')).toBe('0-a-d');
    expect(slugFromTitle('  Battle for Wesnoth: Heir to the Throne! ')).toBe(
      'battle-for-wesnoth-heir-to-the-throne',
    );
    expect(slugFromTitle('Pokémon-like Café')).toBe('pokemon-like-cafe');
    expect(slugFromTitle('***')).toBe('');
  });

  it('sends a stored game back unchanged, with the changelog the form does not edit', () => {
    const game: AdminGameFormFields = {
      __typename: 'Game',
      id: '7',
      slug: 'supertuxkart',
      title: 'SuperTuxKart',
      category: 'Standard',
      genres: [{ __typename: 'Option', value: 'racing' }],
      tags: [{ __typename: 'Option', value: 'open-source' }],
      imageUrl: '/uploads/cover.webp',
      screenshots: ['/uploads/a.webp', '/uploads/b.webp'],
      trailerUrl: '',
      gameplayUrl: '',
      downloadLink: 'https://supertuxkart.net/Download',
      supportLink: '',
      steamfixUrl: '',
      homepageUrl: 'https://supertuxkart.net/',
      description: 'Kart racing with open-source mascots.',
      installationInstructions: 'Run the installer.',
      generalNotes: '',
      size: '700 MB',
      releaseDate: '2024-11-04T00:00:00.000Z',
      developer: 'SuperTuxKart Team',
      publisher: 'SuperTuxKart Team',
      version: '1.4',
      status: 'active',
      systemRequirements: {
        __typename: 'SystemRequirements',
        minimum: {
          __typename: 'MinimumRequirements',
          os: 'Windows 10 64-bit',
          processor: 'Dual core',
          memory: '1 GB RAM',
          graphics: 'OpenGL 3.3',
          storage: '1 GB',
        },
      },
      technicalDetails: {
        __typename: 'TechnicalDetails',
        directX: '',
        networkRequirements: 'Internet connection required for multiplayer',
        ageRating: '3',
        platforms: [{ __typename: 'Option', value: 'windows' }],
        language: [{ __typename: 'Option', value: 'english' }],
      },
      changelog: [
        { __typename: 'ChangelogEntry', version: '1.4', date: '2022-10-20', changes: 'New tracks' },
      ],
    };
    const values = gameToValues(game);
    expect(values.releaseDate).toBe('2024-11-04');
    expect(values.genres).toEqual(['racing']);
    const input = valuesToInput({ ...values, title: '  SuperTuxKart  ' }, game.changelog);
    expect(input).toMatchObject({
      title: 'SuperTuxKart',
      slug: 'supertuxkart',
      genres: ['racing'],
      imageUrl: '/uploads/cover.webp',
      minimumRequirements: { os: 'Windows 10 64-bit', graphics: 'OpenGL 3.3' },
      technicalDetails: { ageRating: '3', platforms: ['windows'], language: ['english'] },
      changelog: [{ version: '1.4', date: '2022-10-20', changes: 'New tracks' }],
    });
    expect(input).not.toHaveProperty('screenshots');
    expect(input.changelog?.[0]).not.toHaveProperty('__typename');
  });
});

describe('image picking (SPEC 5: images only, only as many as fit)', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });
  it('takes images up to the room left and counts what it left out', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.jpg', 'image/jpeg'),
      file('c.webp', 'image/webp'),
    ];
    const { taken, skipped } = pickImages(picked, 2);
    expect(taken.map((entry) => entry.name)).toEqual(['a.png', 'b.jpg']);
    expect(skipped).toBe(2);
    expect(pickImages(picked, 0)).toEqual({ taken: [], skipped: 4 });
  });
});

describe('an approved game request as a new game (issue: approve offers the game form)', () => {
  it('fills the title, its slug and the platform, mapping PC to the predefined Windows', () => {
    expect(requestDraft({ gameTitle: 'The Dark Mod', platform: 'PC' })).toEqual({
      title: 'The Dark Mod',
      slug: 'the-dark-mod',
      platforms: ['windows'],
    });
    expect(requestDraft({ gameTitle: 'Xonotic', platform: 'Other' }).platforms).toEqual([]);
    expect(requestDraft({ gameTitle: 'Xonotic', platform: 'Nintendo Switch' }).platforms).toEqual([
      'Nintendo Switch',
    ]);
  });
});
