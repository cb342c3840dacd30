import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { ResetPasswordMutation } from '../../../../../client/src/features/account/mutations.ts';
import ResetPasswordPage from '../../../../../client/src/features/account/views/ResetPasswordPage.tsx';
import { getSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { forgetSessions, refusal, signedIn } from '../signInFixtures.ts';

const token = 'emailed-token';
const newPassword = 'Fresh-Pass-9';
const answer = (result: object, delay = 0) => ({
  request: { query: ResetPasswordMutation, variables: { input: { token, password: newPassword } } },
  result,
  delay,
});
const done = {
  data: { resetPassword: { __typename: 'MessageResult', message: messages.passwordReset.done } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const password = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm new password/);
const saveButton = () => screen.getByRole('button', { name: 'Set new password' });

async function choose(confirm = newPassword) {
  await user.type(password(), newPassword);
  await user.type(confirmation(), confirm);
  await user.click(saveButton());
}

/** The form is gone; the way to ask for a new link is offered instead. */
function expectOfferOfNewLink() {
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
}

function open(mocks: object[] = [], path = `/reset-password?token=${token}`) {
  return renderPage(<ResetPasswordPage />, {
    path,
    route: '/reset-password',
    mocks: mocks as never,
    otherRoutes: ['/login'],
  });
}

describe('Reset password page', () => {
  it('checks the registration rules on submit, then on every change', async () => {
    open();
    await user.click(saveButton());
    expect(password()).toHaveAccessibleDescription('Password is required');
    await user.type(password(), 'short');
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
    await user.type(password(), 'enough');
    expect(password()).toHaveAccessibleDescription(messages.passwordComposition);
    await user.clear(password());
    await user.type(password(), newPassword);
    await user.type(confirmation(), 'Fresh-Pass-8');
    expect(confirmation()).toHaveAccessibleDescription("Passwords don't match");
  });

  it('reads Saving... meanwhile, then says so, ends any session here and opens the login', async () => {
    saveSession(signedIn('someone@example.com'), { remember: true });
    open([answer(done, 60)]);
    await choose();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(await screen.findByText(messages.passwordReset.done)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('says at once that a link without a token is invalid, and offers a new one', () => {
    open([], '/reset-password');
    expect(screen.getByText(messages.passwordReset.invalidLink)).toBeInTheDocument();
    expectOfferOfNewLink();
  });

  it('shows the server message for a used or expired link, with the way to a new one', async () => {
    const expired = 'This reset link has expired.';
    open([answer(refusal(expired, 'BAD_USER_INPUT'))]);
    await choose();
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expectOfferOfNewLink();
  });

  it('puts a refused password under its field and keeps the form', async () => {
    const common = messages.passwordTooCommon;
    open([answer(refusal(common, 'BAD_USER_INPUT', { password: common }))]);
    await choose();
    expect(await screen.findByRole('alert')).toHaveTextContent(common);
    expect(password()).toHaveAccessibleDescription(common);
    expect(saveButton()).toBeEnabled();
  });

  it('toasts a failure that says nothing about the link', async () => {
    const down = 'The game service is unavailable. Please try again later.';
    open([answer(refusal(down, 'UPSTREAM_UNAVAILABLE'))]);
    await choose();
    expect(await screen.findByRole('alert')).toHaveTextContent(down);
    expect(password()).toHaveValue(newPassword);
  });
});
