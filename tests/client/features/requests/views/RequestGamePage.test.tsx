import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { SubmitGameRequestMutation } from '../../../../../client/src/features/requests/mutations.ts';
import RequestGamePage from '../../../../../client/src/features/requests/views/RequestGamePage.tsx';
import { fillIn } from '../../../support/fillIn.ts';
import { keyed } from '../../../support/keyedVariables.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const sent = {
  gameTitle: 'Mindustry',
  platform: 'PC',
  releaseYear: 2019,
  requesterEmail: 'ada@example.com',
  additionalInfo: 'Developer: Anuken\n\nFactory-building tower defence.',
};
const accepted = {
  data: { submitGameRequest: { __typename: 'MessageResult', message: 'Request received' } },
};
const answer = (result: object, variables = { input: sent }, delay = 0) => ({
  request: { query: SubmitGameRequestMutation, variables: keyed(variables) },
  result,
  delay,
});

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const platform = () => screen.getByRole('combobox', { name: /^Platform/ });
const submitButton = () => screen.getByRole('button', { name: /Submit Request|Submitting\.\.\./ });

async function fillForm(additionalInfo = 'Factory-building tower defence.') {
  await fillIn(user, field(/^Game name/), 'Mindustry');
  await fillIn(user, field(/^Developer/), 'Anuken');
  await fillIn(user, field(/^Release year/), '2019');
  await user.selectOptions(platform(), 'PC');
  await fillIn(user, field(/^Email/), 'ada@example.com');
  if (additionalInfo) await fillIn(user, field(/^Additional information/), additionalInfo);
}

describe('Request a Game page', () => {
  it('offers the platforms of the specification', () => {
    renderPage(<RequestGamePage />, { path: '/request' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Game' })).toBeInTheDocument();
    const options = Array.from(platform().querySelectorAll('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Select a platform',
      'PC',
      'PlayStation 5',
      'PlayStation 4',
      'Xbox Series X/S',
      'Xbox One',
      'Nintendo Switch',
      'Other',
    ]);
  });

  it('shows every required message on submit and checks the email', async () => {
    renderPage(<RequestGamePage />, { path: '/request' });
    await user.click(submitButton());
    expect(field(/^Game name/)).toHaveAccessibleDescription('Game name is required');
    expect(field(/^Release year/)).toHaveAccessibleDescription('Release year is required');
    expect(field(/^Developer/)).toHaveAccessibleDescription('Developer name is required');
    expect(platform()).toHaveAccessibleDescription('Please select a platform');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    await user.type(field(/^Email/), 'not-an-address');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends a game request with the developer in the notes, then thanks and resets', async () => {
    renderPage(<RequestGamePage />, { path: '/request', mocks: [answer(accepted, { input: sent }, 60)] });
    await fillForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('Game request submitted successfully!')).toBeInTheDocument();
    expect(field(/^Game name/)).toHaveValue('');
    expect(platform()).toHaveValue('');
  });

  it('sends only the developer when there are no other notes', async () => {
    const input = { ...sent, additionalInfo: 'Developer: Anuken' };
    renderPage(<RequestGamePage />, { path: '/request', mocks: [answer(accepted, { input })] });
    await fillForm('');
    await user.click(submitButton());
    expect(await screen.findByText('Game request submitted successfully!')).toBeInTheDocument();
  });

  it('says the request failed, with the field the server refused under it', async () => {
    const refused = {
      message: 'Game title must be at most 200 characters',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { gameTitle: 'Game title must be at most 200 characters' },
      },
    };
    renderPage(<RequestGamePage />, { path: '/request', mocks: [answer({ errors: [refused] })] });
    await fillForm();
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit request. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/^Game name/)).toHaveAccessibleDescription('Game title must be at most 200 characters'),
    );
    expect(field(/^Game name/)).toHaveFocus();
    expect(field(/^Game name/)).toHaveValue('Mindustry');
  });
});
