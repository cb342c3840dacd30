import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { SubmitContactMessageMutation } from '../../../../../client/src/features/requests/mutations.ts';
import ContactPage from '../../../../../client/src/features/requests/views/ContactPage.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { fillIn } from '../../../support/fillIn.ts';
import { keyed } from '../../../support/keyedVariables.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const input = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about licences',
  message: 'Are all the games open source?',
};
const answer = (result: object, delay = 0) => ({
  request: { query: SubmitContactMessageMutation, variables: keyed({ input }) },
  result,
  delay,
});
const accepted = {
  data: { submitContactMessage: { __typename: 'MessageResult', message: 'Message received' } },
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function fillForm() {
  await fillIn(user, field(/^Name/), input.name);
  await fillIn(user, field(/^Email/), input.email);
  await fillIn(user, field(/^Subject/), input.subject);
  await fillIn(user, field(/^Message/), input.message);
}

describe('Contact page', () => {
  it('names the ways to reach the site and the response time', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const channels = screen.getByRole('complementary', { name: 'Ways to reach us' });
    expect(channels).toHaveTextContent('Use the form below');
    expect(channels).toHaveTextContent('We respond within 24 hours.');
    expect(within(channels).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('shows every required message on submit and checks the email', async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    await user.click(submitButton());
    expect(field(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Subject/)).toHaveAccessibleDescription('Subject is required');
    expect(field(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(field(/^Name/)).toHaveFocus();
    await user.type(field(/^Email/), 'ada at example.com');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends the message, reads Sending... meanwhile, then thanks and resets', async () => {
    renderPage(<ContactPage />, { path: '/contact', mocks: [answer(accepted, 60)] });
    await fillForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue('');
  });

  it('says the message was not sent', async () => {
    const failure = {
      message: 'The game service is unavailable. Please try again later.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    };
    renderPage(<ContactPage />, { path: '/contact', mocks: [answer({ errors: [failure] })] });
    await fillForm();
    await user.click(submitButton());
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(field(/^Subject/)).toHaveValue(input.subject);
  });

  it('says a message may have been sent; sending it again reuses its key, the next message gets a new one', async () => {
    const keys: unknown[] = [];
    const unknown = {
      message: messages.outcomeUnknown.retrySafe,
      extensions: { code: 'OUTCOME_UNKNOWN', retrySafe: true },
    };
    const recorded = (result: object) => ({
      request: { query: SubmitContactMessageMutation, variables: keyed({ input }) },
      result: (variables: Record<string, unknown>) => {
        keys.push(variables.idempotencyKey);
        return result;
      },
    });
    const mocks = [recorded({ errors: [unknown] }), recorded(accepted), recorded(accepted)];
    renderPage(<ContactPage />, { path: '/contact', mocks });
    await fillForm();
    await user.click(submitButton());
    expect(await screen.findByText(messages.outcomeUnknown.retrySafe)).toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue(input.message);
    await user.click(submitButton());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    await fillForm();
    await user.click(submitButton());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
