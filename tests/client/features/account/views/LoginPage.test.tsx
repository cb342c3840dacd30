import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { LoginMutation } from '../../../../../client/src/features/account/mutations.ts';
import LoginPage from '../../../../../client/src/features/account/views/LoginPage.tsx';
import { getSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { challengeRequired, easyChallenge, solves, withWebCrypto } from '../challengeFixtures.ts';
import {
  expectRefusedSignIn,
  forgetSessions,
  loginForm,
  refusal,
  signedIn,
  signInAnswer,
} from '../signInFixtures.ts';
import { challengeAnswer, completeAnswer } from '../twoFactorFixtures.ts';

const credentials = { email: 'player@example.com', password: 'Player-Pass-1' };
const answer = (result: object, rememberMe = false, delay = 0) => ({
  request: { query: LoginMutation, variables: { input: { ...credentials, rememberMe } } },
  result,
  delay,
});
const welcome = { data: { login: signInAnswer(credentials.email) } };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

const signIn = (remember = false) => loginForm(user).signIn(credentials, remember);
const email = () => loginForm(user).email();

function open(mocks: object[] = [], state?: unknown) {
  return renderPage(<LoginPage />, {
    path: '/login',
    mocks: mocks as never,
    state,
    otherRoutes: ['/', '/game/:slug', '/account/profile', '/admin', '/register', '/forgot-password'],
  });
}

const codeField = () => screen.getByRole('textbox', { name: /Authentication or recovery code/ });

describe('Login page', () => {
  it('asks an account with two-factor sign-in for its code after the password, then keeps the session', async () => {
    open([answer({ data: { login: challengeAnswer } }, true), completeAnswer('654321')]);
    await signIn(true);
    expect(await screen.findByRole('heading', { name: 'Two-Factor Sign In' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField(), ' 654321 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    // Remember me, chosen with the password, holds for the session the code opened.
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}')).toMatchObject({ token: 'signed-token' });
  });

  it('keeps the code step on a wrong code, with the text under the field; Back returns to the password', async () => {
    const wrong = refusal(messages.twoFactor.codeInvalid, 'BAD_USER_INPUT', {
      code: messages.twoFactor.codeInvalid,
    });
    open([answer({ data: { login: challengeAnswer } }), completeAnswer('000000', wrong)]);
    await signIn();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.twoFactor.codeRequired)).toBeInTheDocument();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.twoFactor.codeInvalid);
    expect(codeField()).toHaveAccessibleDescription(messages.twoFactor.codeInvalid);
    expect(getSession()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('links to the forgot-password and sign-up pages', () => {
    open();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('reads Signing in... meanwhile, welcomes back, keeps the session for this tab and goes home', async () => {
    open([answer(welcome, false, 60)]);
    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(getSession()?.user.email).toBe(credentials.email);
    expect(sessionStorage.getItem('auth-storage')).toContain('signed-token');
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the session across browser restarts with Remember me', async () => {
    open([answer(welcome, true)]);
    await signIn(true);
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}')).toMatchObject({ token: 'signed-token' });
    expect(sessionStorage.getItem('auth-storage')).toBeNull();
  });

  it.each([
    ['a game page', { pathname: '/game/supertuxkart', search: '?tab=1', hash: '#top' }, '/game/:slug'],
    ['an account page', { pathname: '/account/profile' }, '/account/profile'],
  ])('returns to %s the account guard remembered', async (_name, from, arrived) => {
    const { router } = open([answer(welcome)], { from });
    await signIn();
    expect(await screen.findByText(`Arrived at ${arrived}`)).toBeInTheDocument();
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  });

  it.each([
    ['the console', { pathname: '/admin' }],
    ['another site', { pathname: '//evil.example/path' }],
    ['a sign-in page', { pathname: '/register' }],
    ['something that is no address', { pathname: 42 }],
  ])('goes home instead of to %s', async (_name, from) => {
    const { router } = open([answer(welcome)], { from });
    await signIn();
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor who is already signed in home', async () => {
    saveSession(signedIn(credentials.email), { remember: false });
    open();
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
  });

  it('shows the server text as a toast and in the form, and keeps no session', async () => {
    const invalid = 'Invalid email or password';
    open([answer(refusal(invalid, 'UNAUTHENTICATED'))]);
    await signIn();
    await expectRefusedSignIn(invalid);
  });

  it('falls back to Login failed when the server gives no usable text', async () => {
    open([answer(refusal('Internal server error', 'INTERNAL_SERVER_ERROR'))]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('puts the server field messages under their fields', async () => {
    open([answer(refusal('Invalid email address', 'BAD_USER_INPUT', { email: 'Invalid email address' }))]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
  });
});

describe('Login page under a flood', () => {
  beforeAll(withWebCrypto);

  it('solves the browser check the server asks for and signs in with the solution', async () => {
    const challenge = await easyChallenge();
    let sentSolution: unknown;
    const solved = {
      request: {
        query: LoginMutation,
        variables: (variables: { input: Record<string, unknown> }) => {
          sentSolution = variables.input.altcha;
          return variables.input.email === credentials.email && typeof sentSolution === 'string';
        },
      },
      result: welcome,
      delay: 60,
    };
    open([answer(challengeRequired(challenge)), solved]);
    await signIn();
    expect(await screen.findByRole('status')).toHaveTextContent(messages.challenge.checking);
    expect(screen.getByRole('button', { name: messages.challenge.checking })).toBeDisabled();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(getSession()?.user.email).toBe(credentials.email);
    expect(await solves(sentSolution, challenge)).toBe(true);
  });

  it('shows the answer to the solved attempt when the password is wrong', async () => {
    const challenge = await easyChallenge();
    const wrong = {
      request: {
        query: LoginMutation,
        variables: (variables: { input: Record<string, unknown> }) =>
          typeof variables.input.altcha === 'string',
      },
      result: refusal('Invalid email or password', 'UNAUTHENTICATED'),
    };
    open([answer(challengeRequired(challenge)), wrong]);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(getSession()).toBeNull();
  });
});
