import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AccountMenu } from '../../../../client/src/shell/header/AccountMenu.tsx';
import { logoutAnswer } from '../../features/account/signInFixtures.ts';
import { renderPage } from '../../support/renderPage.tsx';

const accountButton = () => screen.getByRole('button', { name: 'Account', hidden: true });

describe('account menu', () => {
  it('opens on first use with focus in it, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderPage(<AccountMenu />);
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(accountButton());
    const login = await screen.findByRole('menuitem', { name: 'Login' });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('Welcome! Sign in to keep your favorites and downloads.')).toBeInTheDocument();
    await waitFor(() => expect(login).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();
  });

  it('opens from the keyboard as well', async () => {
    const user = userEvent.setup();
    renderPage(<AccountMenu />);
    await user.tab();
    expect(accountButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows who is signed in, the admin panel to an admin, and logs out', async () => {
    const user = userEvent.setup();
    const session = { token: 't', user: { id: '1', email: 'ada@example.com', role: 'admin' } };
    window.localStorage.setItem('auth-storage', JSON.stringify(session));
    renderPage(<AccountMenu />, { mocks: [logoutAnswer()] as never });
    await user.click(accountButton());
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(window.localStorage.getItem('auth-storage')).toBeNull();
    await user.click(accountButton());
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument();
  });
});
