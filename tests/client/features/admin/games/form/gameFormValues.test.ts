import {
  gameToValues,
  newGameValues,
  slugFromTitle,
  valuesToInput,
} from '../../../../../../client/src/features/admin/games/form/gameFormValues.ts';
import type { AdminGameFormFields } from '../../../../../../client/src/graphql/__generated__/operations.ts';
import { gameDefaults } from '../../../../../../shared/catalog/gameChoices.ts';

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
      license: 'GPL-3.0-or-later',
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
      license: 'GPL-3.0-or-later',
      imageUrl: '/uploads/cover.webp',
      minimumRequirements: { os: 'Windows 10 64-bit', graphics: 'OpenGL 3.3' },
      technicalDetails: { ageRating: '3', platforms: ['windows'], language: ['english'] },
      changelog: [{ version: '1.4', date: '2022-10-20', changes: 'New tracks' }],
    });
    expect(input).not.toHaveProperty('screenshots');
    expect(input.changelog?.[0]).not.toHaveProperty('__typename');
  });
});
