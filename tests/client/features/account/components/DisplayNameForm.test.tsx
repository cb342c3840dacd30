import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { DisplayNameForm } from '../../../../../client/src/features/account/components/DisplayNameForm.tsx';
import { AccountUpdateDisplayNameMutation } from '../../../../../client/src/features/account/mutations.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { watchOperations } from '../../../support/watchOperations.ts';
import { signIn, visitor } from '../profileFixtures.ts';
import { forgetSessions } from '../signInFixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  signIn();
});
afterEach(forgetSessions);

const saved = (displayName: string) => ({
  request: { query: AccountUpdateDisplayNameMutation, variables: { displayName } },
  result: { data: { updateDisplayName: { __typename: 'Profile', id: visitor.id, displayName } } },
});

const refused = (displayName: string, message: string) => ({
  request: { query: AccountUpdateDisplayNameMutation, variables: { displayName } },
  result: {
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { displayName: message } } }],
  },
});

function open(displayName: string | null, mocks: object[] = []) {
  const watch = watchOperations();
  renderPage(<DisplayNameForm displayName={displayName} />, { mocks: mocks as never, watch: watch.link });
  return watch;
}

const field = () => screen.getByRole('textbox', { name: /^Display name/ });
const save = () => user.click(screen.getByRole('button', { name: 'Save Display Name' }));

describe('the display name form', () => {
  it('shows the current name', async () => {
    open('Ada');
    expect(await screen.findByRole('textbox', { name: /^Display name/ })).toHaveValue('Ada');
  });

  it('checks the name before sending it: required, at most 40 characters, one line', async () => {
    const watch = open(null);
    await save();
    expect(field()).toHaveAccessibleDescription(messages.displayName.required);
    expect(field()).toHaveFocus();

    await user.type(field(), 'N'.repeat(41));
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription('Display name must be at most 40 characters'),
    );

    await user.clear(field());
    await user.click(field());
    await user.paste('Bell\u0007');
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription('Display name must not contain control characters'),
    );
    expect(field()).toHaveValue('Bell\u0007');
    expect(watch.sent.map(({ name }) => name)).not.toContain('AccountUpdateDisplayName');
  });

  it("saves the trimmed name and shows the server's message", async () => {
    open(null, [saved('Ada Lovelace')]);
    await user.type(field(), '  Ada Lovelace ');
    await save();
    expect(await screen.findByText(messages.displayName.saved)).toBeInTheDocument();
    expect(field()).toHaveValue('Ada Lovelace');
  });

  it("shows the server's refusal on the field", async () => {
    const message = 'Display name must not contain control characters';
    open('Ada', [refused('Grace', message)]);
    await user.clear(field());
    await user.type(field(), 'Grace');
    await save();
    expect(await screen.findByText(message, { selector: 'p.MuiFormHelperText-root' })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(message);
    expect(field()).toHaveValue('Grace');
  });
});
