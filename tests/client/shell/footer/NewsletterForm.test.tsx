import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SubscribeNewsletterMutation } from '../../../../client/src/features/requests/mutations.ts';
import NewsletterForm from '../../../../client/src/shell/footer/NewsletterForm.tsx';
import { keyed } from '../../support/keyedVariables.ts';
import { renderPage } from '../../support/renderPage.tsx';

const answer = (result: object, delay = 0) => ({
  request: { query: SubscribeNewsletterMutation, variables: keyed({ email: 'ada@example.com' }) },
  result,
  delay,
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });

describe('newsletter box', () => {
  it('checks the address on submit, then as it changes, without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<NewsletterForm />);
    await user.type(emailBox(), 'ada@');
    expect(emailBox()).not.toHaveAccessibleDescription('Invalid email address');
    await user.clear(emailBox());
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(emailBox()).toHaveAccessibleDescription('Email is required');
    await user.type(emailBox(), 'ada@example');
    expect(emailBox()).toHaveAccessibleDescription('Invalid email address');
    await user.type(emailBox(), '.com');
    expect(emailBox()).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("subscribes, reads Subscribing... meanwhile, and shows the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    const subscribed = {
      data: {
        subscribeNewsletter: { __typename: 'MessageResult', message: 'You are subscribed to new games.' },
      },
    };
    renderPage(<NewsletterForm />, { mocks: [answer(subscribed, 60)] });
    await user.type(emailBox(), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // Read at once: findBy waits a macrotask, in which a busy machine can already finish the request.
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(await screen.findByText('You are subscribed to new games.')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's error text when it refuses", async () => {
    const user = userEvent.setup({ delay: null });
    const refused = {
      errors: [{ message: 'This address is already subscribed', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    renderPage(<NewsletterForm />, { mocks: [answer(refused)] });
    await user.type(emailBox(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This address is already subscribed')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ada@example.com');
  });
});
