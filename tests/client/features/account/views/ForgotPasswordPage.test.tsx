import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { RequestPasswordResetMutation } from '../../../../../client/src/features/account/mutations.ts';
import ForgotPasswordPage from '../../../../../client/src/features/account/views/ForgotPasswordPage.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { refusal } from '../signInFixtures.ts';

const address = 'forgetful@example.com';
const answer = (result: object, delay = 0) => ({
  request: { query: RequestPasswordResetMutation, variables: { email: address } },
  result,
  delay,
});
const requested = {
  data: { requestPasswordReset: { __typename: 'MessageResult', message: messages.passwordReset.requested } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });

function open(mocks: object[] = []) {
  return renderPage(<ForgotPasswordPage />, { path: '/forgot-password', mocks: mocks as never });
}

describe('Forgot password page', () => {
  it('checks the email on submit, then on every change', async () => {
    open();
    await user.click(sendButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    await user.type(email(), 'forgetful');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    await user.type(email(), '@example.com');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('reads Sending... meanwhile, then shows the answer in place of the form with a way back', async () => {
    open([answer(requested, 60)]);
    await user.type(email(), ` ${address} `);
    await user.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordReset.requested);
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server text as a toast and keeps the form', async () => {
    const limited = 'Too many requests. Please try again later.';
    open([answer(refusal(limited, 'BAD_USER_INPUT'))]);
    await user.type(email(), address);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(email()).toHaveValue(address);
    expect(sendButton()).toBeEnabled();
  });

  it('puts a server message about the email under the field', async () => {
    const invalid = messages.emailInvalid;
    open([answer(refusal(invalid, 'BAD_USER_INPUT', { email: invalid }))]);
    await user.type(email(), address);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(email()).toHaveAccessibleDescription(invalid);
  });
});
