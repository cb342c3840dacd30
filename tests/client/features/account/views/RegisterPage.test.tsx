import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { RegisterMutation } from '../../../../../client/src/features/account/mutations.ts';
import RegisterPage from '../../../../../client/src/features/account/views/RegisterPage.tsx';
import { getSession } from '../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { challengeRequired, easyChallenge, solves, withWebCrypto } from '../challengeFixtures.ts';
import { forgetSessions, refusal, signedIn } from '../signInFixtures.ts';

const input = { email: 'newcomer@example.com', password: 'Newcomer-Pass-1' };
const answer = (result: object, delay = 0) => ({
  request: { query: RegisterMutation, variables: { input } },
  result,
  delay,
});
const created = { data: { register: signedIn(input.email) } };
const hint = 'At least 6 characters, with an uppercase letter, a lowercase letter and a number';
const composition =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function register(confirm = input.password) {
  await user.type(email(), input.email);
  await user.type(password(), input.password);
  await user.type(confirmation(), confirm);
  await user.click(createButton());
}

function open(mocks: object[] = [], state?: unknown) {
  return renderPage(<RegisterPage />, {
    path: '/register',
    mocks: mocks as never,
    state,
    otherRoutes: ['/', '/game/:slug', '/login'],
  });
}

describe('Registration page', () => {
  it('checks on submit, then on every change (SPEC 5)', async () => {
    open();
    await user.click(createButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    await user.type(email(), 'newcomer@example');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    await user.type(password(), 'abc');
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters');
    await user.type(password(), 'defg');
    expect(password()).toHaveAccessibleDescription(composition);
    await user.clear(password());
    await user.type(password(), 'ABCDEF1');
    expect(password()).toHaveAccessibleDescription(composition);
    await user.clear(password());
    await user.type(password(), input.password);
    expect(password()).toHaveAccessibleDescription(hint);
    await user.type(confirmation(), 'Newcomer-Pass-2');
    expect(confirmation()).toHaveAccessibleDescription("Passwords don't match");
    await user.clear(confirmation());
    await user.type(confirmation(), input.password);
    expect(confirmation()).not.toHaveAccessibleDescription();
  });

  it('shows and hides each password on its own', async () => {
    open();
    await user.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect(confirmation()).toHaveAttribute('type', 'text');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password confirmation' }));
    expect(confirmation()).toHaveAttribute('type', 'password');
  });

  it('links to the sign-in page', () => {
    open();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('reads Creating account... meanwhile, then signs the new account in for this tab and goes home', async () => {
    open([answer(created, 60)]);
    await register();
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(getSession()?.user).toMatchObject({ email: input.email, role: 'user' });
    expect(sessionStorage.getItem('auth-storage')).toContain('signed-token');
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('returns to the page the account guard remembered', async () => {
    open([answer(created)], { from: { pathname: '/game/supertuxkart' } });
    await register();
    expect(await screen.findByText('Arrived at /game/:slug')).toBeInTheDocument();
  });

  it('sends nothing while the confirmation differs', async () => {
    open();
    await register('Something-Else-1');
    expect(confirmation()).toHaveAccessibleDescription("Passwords don't match");
    expect(confirmation()).toHaveFocus();
    expect(getSession()).toBeNull();
  });

  it('puts the server field messages under their fields, with the server text as a toast', async () => {
    const taken = 'An account with this email already exists';
    open([answer(refusal(taken, 'BAD_USER_INPUT', { email: taken }))]);
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(email()).toHaveAccessibleDescription(taken);
    expect(email()).toHaveFocus();
    expect(getSession()).toBeNull();
  });

  it('falls back to Registration failed when the server gives no usable text', async () => {
    open([answer(refusal('Internal server error', 'INTERNAL_SERVER_ERROR'))]);
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(createButton()).toBeEnabled();
  });
});

describe('Registration page under a flood', () => {
  beforeAll(withWebCrypto);

  it('solves the browser check the server asks for, saying so, and sends the registration again', async () => {
    const challenge = await easyChallenge();
    let sentSolution: unknown;
    const solved = {
      request: {
        query: RegisterMutation,
        variables: (variables: { input: Record<string, unknown> }) => {
          sentSolution = variables.input.altcha;
          return variables.input.email === input.email && typeof sentSolution === 'string';
        },
      },
      result: created,
      delay: 60,
    };
    open([answer(challengeRequired(challenge)), solved]);
    await register();
    expect(await screen.findByRole('status')).toHaveTextContent(messages.challenge.checking);
    expect(screen.getByRole('button', { name: messages.challenge.checking })).toBeDisabled();
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(getSession()?.user.email).toBe(input.email);
    expect(await solves(sentSolution, challenge)).toBe(true);
  });
});
