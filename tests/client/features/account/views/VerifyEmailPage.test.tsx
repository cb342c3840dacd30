import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { VerifyEmailMutation } from '../../../../../client/src/features/account/mutations.ts';
import VerifyEmailPage from '../../../../../client/src/features/account/views/VerifyEmailPage.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { watchOperations } from '../../../support/watchOperations.ts';
import { forgetSessions, refusal } from '../signInFixtures.ts';

const token = 'emailed-token';
const answer = (result: object, delay = 0) => ({
  request: { query: VerifyEmailMutation, variables: { token } },
  result,
  delay,
});
const verified = {
  data: { verifyEmail: { __typename: 'MessageResult', message: messages.emailVerification.done } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const verifyButton = () => screen.getByRole('button', { name: 'Verify my email' });

function open(mocks: object[] = [], path = `/verify-email?token=${token}`) {
  const watch = watchOperations();
  const view = renderPage(<VerifyEmailPage />, { path, mocks: mocks as never, watch: watch.link });
  return { ...view, sent: () => watch.sent.map((operation) => operation.name) };
}

describe('Verify email page', () => {
  it('changes nothing on opening: only the button sends the token', async () => {
    const { sent } = open([answer(verified, 60)]);
    expect(verifyButton()).toBeEnabled();
    expect(sent()).not.toContain('VerifyEmail');
    await user.click(verifyButton());
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(await screen.findByText(messages.emailVerification.done)).toBeInTheDocument();
    expect(sent()).toEqual(expect.arrayContaining(['VerifyEmail']));
    expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute('href', '/');
  });

  it('shows the server text for a used or expired link', async () => {
    open([answer(refusal(messages.emailVerification.invalidLink, 'BAD_USER_INPUT'))]);
    await user.click(verifyButton());
    expect(await screen.findByText(messages.emailVerification.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my email' })).not.toBeInTheDocument();
  });

  it('without a token says the link is invalid and offers no button', () => {
    open([], '/verify-email');
    expect(screen.getByText(messages.emailVerification.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my email' })).not.toBeInTheDocument();
  });
});
