import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import DmcaDialog from '../../../../../client/src/features/requests/components/DmcaDialog.tsx';
import { SubmitDmcaNoticeMutation } from '../../../../../client/src/features/requests/mutations.ts';
import { fillIn } from '../../../support/fillIn.ts';
import { keyed } from '../../../support/keyedVariables.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const input = {
  title: 'Tux Racer',
  url: 'https://gamevault.example/game/tux-racer',
  company: '',
  name: 'Ada Lovelace',
  description: 'The cover artwork on this page is mine and is used without permission.',
  email: 'ada@example.com',
};

type Answer = { result?: object; error?: Error; delay?: number };
const answer = ({ result, error, delay }: Answer) => ({
  request: { query: SubmitDmcaNoticeMutation, variables: keyed({ input }) },
  ...(result && { result }),
  ...(error && { error }),
  ...(delay && { delay }),
});
const accepted = { data: { submitDmcaNotice: { __typename: 'MessageResult', message: 'Notice received' } } };

function setup(answers: ReturnType<typeof answer>[] = []) {
  const onClose = jest.fn();
  renderPage(<DmcaDialog open onClose={onClose} />, { mocks: answers });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'DMCA Notice' }) };
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function openForm() {
  await user.click(screen.getByRole('button', { name: 'Proceed to the form' }));
}

async function fillForm() {
  await fillIn(user, field(/^Content title/), input.title);
  await fillIn(user, field(/^URL/), input.url);
  await fillIn(user, field(/^Your name/), input.name);
  await fillIn(user, field(/^Description/), input.description);
  await fillIn(user, field(/^Email/), input.email);
}

const submitButton = () => screen.getByRole('button', { name: /Submit Notice|Submitting\.\.\./ });

describe('DMCA dialog', () => {
  it('shows the information step first, then the form, and Back keeps what was typed', async () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('heading', { name: 'Required information' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your company name, if applicable');
    expect(dialog).toHaveTextContent('A phone number where we can reach you');
    expect(within(dialog).getByRole('heading', { name: 'Disclaimers' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Important Note');
    expect(dialog).toHaveTextContent('good-faith belief');
    expect(dialog).toHaveTextContent('False claims may have legal consequences.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await openForm();
    expect(screen.queryByRole('heading', { name: 'Required information' })).not.toBeInTheDocument();
    expect(field(/^Content title/)).toHaveFocus();
    expect(field(/^URL/)).toHaveAttribute('type', 'url');
    await user.type(field(/^Content title/), 'Tux Racer');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Required information' })).toBeInTheDocument();
    await openForm();
    expect(field(/^Content title/)).toHaveValue('Tux Racer');
  });

  it('shows every required message on submit, then checks the email as it changes', async () => {
    setup();
    await openForm();
    await user.type(field(/^Email/), 'ada@example');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.clear(field(/^Email/));
    await user.click(submitButton());
    expect(field(/^Content title/)).toHaveAccessibleDescription('Content title is required');
    expect(field(/^URL/)).toHaveAccessibleDescription('URL is required');
    expect(field(/^Your name/)).toHaveAccessibleDescription('Your name is required');
    expect(field(/^Description/)).toHaveAccessibleDescription('Description is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Company/)).not.toHaveAccessibleDescription(/required/);

    await user.type(field(/^Email/), 'ada@example');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
    await user.type(field(/^Email/), '.com');
    expect(field(/^Email/)).not.toHaveAccessibleDescription('Invalid email address');
  });

  it('sends the notice, reads Submitting... meanwhile, then thanks, resets and closes', async () => {
    const { onClose } = setup([answer({ result: accepted, delay: 60 })]);
    await openForm();
    await fillForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('DMCA notice submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(field(/^Content title/)).toHaveValue('');
  });

  it("shows the server's error text and puts its field messages under their fields", async () => {
    const { onClose, dialog } = setup([
      answer({
        result: {
          errors: [
            {
              message: 'URL must be an http or https URL',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { url: 'URL must be an http or https URL', unknownField: 'ignored' },
              },
            },
          ],
        },
      }),
    ]);
    await openForm();
    await fillForm();
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('URL must be an http or https URL');
    // Said twice: by the toast, and inside the dialog, which hides the page (toasts included) while open.
    expect(
      screen.getAllByText('URL must be an http or https URL', { selector: '[role=alert], [role=alert] *' }),
    ).toHaveLength(2);
    await waitFor(() =>
      expect(field(/^URL/)).toHaveAccessibleDescription('URL must be an http or https URL'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^Content title/)).toHaveValue(input.title);
  });

  it('falls back to its own text when the server gave none', async () => {
    const internal = { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    const { dialog } = setup([answer({ result: { errors: [internal] } })]);
    await openForm();
    await fillForm();
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit DMCA notice');
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('locks page scrolling and closes with the Close button', async () => {
    const { onClose } = setup();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
