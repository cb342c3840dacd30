import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GameEditor } from '../../../../../../client/src/features/admin/games/form/GameEditor.tsx';
import { newGameValues } from '../../../../../../client/src/features/admin/games/form/gameFormValues.ts';
import { CreateGameMutation } from '../../../../../../client/src/features/admin/games/mutations.ts';
import { gameDefaults } from '../../../../../../shared/catalog/gameChoices.ts';
import { fillIn } from '../../../../support/fillIn.ts';
import { keyed } from '../../../../support/keyedVariables.ts';
import { renderPage } from '../../../../support/renderPage.tsx';

const option = (value: string, label: string) => ({ __typename: 'Option' as const, value, label });
const options = {
  __typename: 'PredefinedOptions' as const,
  genres: [option('strategy', 'Strategy'), option('action', 'Action')],
  tags: [option('open-source', 'Open source')],
  platforms: [option('windows', 'Windows')],
  languages: [option('english', 'English')],
};

const typed = {
  title: '0 A.D.',
  developer: 'Wildfire Games',
  publisher: 'Wildfire Games',
  description: 'A free, open-source game of ancient warfare.',
};
/** What the API receives for the typed fields and SPEC 3's defaults, written out. */
const expectedInput = {
  title: '0 A.D.',
  slug: '0-a-d',
  category: 'Standard',
  genres: [],
  tags: [],
  status: 'active',
  developer: 'Wildfire Games',
  publisher: 'Wildfire Games',
  releaseDate: newGameValues().releaseDate,
  version: '1.0',
  size: '',
  imageUrl: '',
  trailerUrl: '',
  gameplayUrl: '',
  description: 'A free, open-source game of ancient warfare.',
  installationInstructions: gameDefaults.installationInstructions,
  generalNotes: '',
  license: '',
  minimumRequirements: { os: 'Windows 10 64-bit', processor: '', memory: '', graphics: '', storage: '' },
  technicalDetails: { platforms: [], language: [], ageRating: '', directX: '', networkRequirements: '' },
  downloadLink: '',
  supportLink: '',
  steamfixUrl: '',
  homepageUrl: '',
  changelog: [],
};

const createAnswer = (result: object) => ({
  request: {
    query: CreateGameMutation,
    variables: keyed({ input: expectedInput, cover: null, screenshots: [] }),
  },
  result,
});

function open(mocks: object[] = []) {
  const onSaved = jest.fn();
  const onDirtyChange = jest.fn();
  renderPage(
    <GameEditor options={options} onSaved={onSaved} onCancel={jest.fn()} onDirtyChange={onDirtyChange} />,
    { mocks: mocks as never },
  );
  return { onSaved, onDirtyChange, user: userEvent.setup({ delay: null }) };
}

/** The form's error banner, not the toast that says the same. */
async function banner(text: string) {
  const alerts = await screen.findAllByRole('alert');
  const found = alerts.find((alert) => !alert.closest('[aria-label^="Notifications"]'));
  expect(found).toHaveTextContent(text);
  return found;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const tab = (name: string) => screen.getByRole('tab', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, field(/^Title/), typed.title);
  await fillIn(user, field(/^Developer/), typed.developer);
  await fillIn(user, field(/^Publisher/), typed.publisher);
  await user.click(tab('Details'));
  await fillIn(user, field(/^Description/), typed.description);
}

describe('Game form (SPEC 2.20, 4, 5)', () => {
  it('after a failed submit opens the tab of the first error and focuses that field', async () => {
    const { user } = open();
    await user.click(tab('Links'));
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Title/)).toHaveAccessibleDescription('Title is required');
    expect(field(/^Title/)).toHaveFocus();
    expect(field(/^Developer/)).toHaveAccessibleDescription('Developer is required');

    await user.type(field(/^Title/), 'Widelands');
    await user.type(field(/^Developer/), 'The Widelands Development Team');
    await user.type(field(/^Publisher/), 'The Widelands Development Team');
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Description/)).toHaveAccessibleDescription('Description is required');
  });

  it('lets the slug follow the title until it is edited, and checks its pattern', async () => {
    const { user } = open();
    await user.type(field(/^Title/), 'The Battle for Wesnoth');
    expect(field(/^Slug/)).toHaveValue('the-battle-for-wesnoth');
    expect(field(/^Slug/)).toHaveAccessibleDescription(
      'This will be used in the URL: /game/the-battle-for-wesnoth',
    );
    await user.clear(field(/^Slug/));
    await user.type(field(/^Slug/), 'Wesnoth_1');
    await user.type(field(/^Title/), ' 1.18');
    expect(field(/^Slug/)).toHaveValue('Wesnoth_1');
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    expect(field(/^Slug/)).toHaveAccessibleDescription(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );
  });

  it('saves a new game with the defaults and says so', async () => {
    const saved = { __typename: 'Game', id: '41', ...expectedInput };
    const { user, onSaved } = open([createAnswer({ data: { createGame: saved } })]);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    expect(await screen.findByText('Game added successfully!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in the banner and puts its field errors on their tab", async () => {
    const refusal = {
      errors: [
        {
          message: 'Description must be at most 10000 characters',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { description: 'Description must be at most 10000 characters' },
          },
        },
      ],
    };
    const { user, onSaved } = open([createAnswer(refusal)]);
    await fillRequired(user);
    await user.click(tab('Basic Info'));
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    await banner('Description must be at most 10000 characters');
    expect(await screen.findAllByText('Description must be at most 10000 characters')).toHaveLength(3);
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Description/)).toHaveAccessibleDescription('Description must be at most 10000 characters');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to add game' when the server gives no usable text", async () => {
    const { user } = open([
      createAnswer({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ]);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Game' }));
    await banner('Failed to add game');
    expect(await screen.findAllByText('Failed to add game')).toHaveLength(2);
  });

  it('reports unsaved changes', async () => {
    const { user, onDirtyChange } = open();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.type(field(/^Title/), 'X');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});
