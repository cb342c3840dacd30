import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import GameRequestDialog from '../../../../../client/src/features/requests/components/GameRequestDialog.tsx';
import { SubmitGameRequestMutation } from '../../../../../client/src/features/requests/mutations.ts';
import { fillIn } from '../../../support/fillIn.ts';
import { keyed } from '../../../support/keyedVariables.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const input = {
  gameTitle: 'Veloren',
  platform: 'PC',
  releaseYear: 2019,
  additionalInfo: 'An open-world voxel RPG.',
  requesterEmail: 'ada@example.com',
};
const accepted = {
  data: { submitGameRequest: { __typename: 'MessageResult', message: 'Request received' } },
};
const answer = (result: object, delay = 0) => ({
  request: { query: SubmitGameRequestMutation, variables: keyed({ input }) },
  result,
  delay,
});

const offline = {
  request: { query: SubmitGameRequestMutation, variables: keyed({ input }) },
  error: new Error('offline'),
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function setup(mocks: (ReturnType<typeof answer> | typeof offline)[] = [], gameTitle?: string) {
  const onClose = jest.fn();
  renderPage(<GameRequestDialog open onClose={onClose} gameTitle={gameTitle} />, { mocks });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Request a Game' }) };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const platform = () => screen.getByRole('combobox', { name: /^Platform/ });
const submitButton = () => screen.getByRole('button', { name: /Submit Request|Submitting\.\.\./ });

async function fillForm() {
  await fillIn(user, field(/^Game title/), input.gameTitle);
  await user.selectOptions(platform(), 'PC');
  await fillIn(user, field(/^Release year/), String(input.releaseYear));
  await fillIn(user, field(/^Additional information/), input.additionalInfo);
  await fillIn(user, field(/^Email/), input.requesterEmail);
}

describe('game request dialog', () => {
  it('starts with the information step, then shows the form, with Back', async () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('heading', { name: 'Required information' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Game title', 'Platform', 'Release year', 'Your email address']);
    expect(dialog).toHaveTextContent(
      'You will receive an email notification once your request has been processed.',
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to the form' }));
    expect(field(/^Game title/)).toHaveFocus();
    expect(field(/^Additional information/)).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Proceed to the form' })).toHaveFocus();
  });

  it('opens on the form with the title prefilled when one is given', () => {
    setup([], 'Veloren');
    expect(field(/^Game title/)).toHaveValue('Veloren');
    expect(screen.queryByRole('heading', { name: 'Required information' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows every required message, then the year bounds and the email pattern', async () => {
    setup([], ' ');
    await user.clear(field(/^Game title/));
    await user.click(submitButton());
    expect(field(/^Game title/)).toHaveAccessibleDescription('Game title is required');
    expect(platform()).toHaveAccessibleDescription('Platform is required');
    expect(field(/^Release year/)).toHaveAccessibleDescription('Release year is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Additional information/)).not.toHaveAccessibleDescription(/required/);

    await user.type(field(/^Release year/), '1969');
    expect(field(/^Release year/)).toHaveAccessibleDescription('Year must be after 1970');
    await user.clear(field(/^Release year/));
    await user.type(field(/^Release year/), String(new Date().getUTCFullYear() + 2));
    expect(field(/^Release year/)).toHaveAccessibleDescription('Invalid year');
    await user.clear(field(/^Release year/));
    await user.type(field(/^Release year/), String(new Date().getUTCFullYear() + 1));
    expect(field(/^Release year/)).not.toHaveAccessibleDescription('Invalid year');
    await user.clear(field(/^Release year/));
    await user.type(field(/^Release year/), '1970');
    expect(field(/^Release year/)).not.toHaveAccessibleDescription(/year/i);

    await user.type(field(/^Email/), 'ada@example');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends the request, reads Submitting... meanwhile, then thanks, resets and closes', async () => {
    const { onClose } = setup([answer(accepted, 60)]);
    await user.click(screen.getByRole('button', { name: 'Proceed to the form' }));
    await fillForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('Game request submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(field(/^Game title/)).toHaveValue('');
  });

  it("shows the server's error text and maps its field messages onto the form", async () => {
    const refused = {
      message: 'Year must be after 1970',
      extensions: { code: 'BAD_USER_INPUT', fields: { releaseYear: 'Year must be after 1970' } },
    };
    const { dialog, onClose } = setup([answer({ errors: [refused] })]);
    await user.click(screen.getByRole('button', { name: 'Proceed to the form' }));
    await fillForm();
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Year must be after 1970');
    await waitFor(() =>
      expect(field(/^Release year/)).toHaveAccessibleDescription('Year must be after 1970'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to its own text when the call fails without one', async () => {
    const { dialog } = setup([offline]);
    await user.click(screen.getByRole('button', { name: 'Proceed to the form' }));
    await fillForm();
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit game request');
  });
});
