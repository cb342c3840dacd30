import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

import { UndoEmailChangeMutation } from '../../../../../client/src/features/account/mutations.ts';
import UndoEmailChangePage from '../../../../../client/src/features/account/views/UndoEmailChangePage.tsx';
import { getSession, saveSession } from '../../../../../client/src/lib/session.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { renderPage } from '../../../support/renderPage.tsx';
import { forgetSessions, refusal, signedIn } from '../signInFixtures.ts';

const token = 'mailed-undo-token';
const texts = messages.emailChangeUndo;

/** The server's answer to the undo, recording whether it was asked at all. */
function undoAnswer(result: object) {
  const calls: unknown[] = [];
  const mock = {
    request: { query: UndoEmailChangeMutation, variables: { token } },
    result: (variables: unknown) => {
      calls.push(variables);
      return result;
    },
  };
  return { calls, mock };
}
const restored = { data: { undoEmailChange: { __typename: 'MessageResult', message: texts.restored } } };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(forgetSessions);

function open(mocks: object[], path = `/undo-email-change?token=${token}`) {
  return renderPage(<UndoEmailChangePage />, {
    path,
    route: '/undo-email-change',
    mocks: mocks as never,
    otherRoutes: ['/login', '/forgot-password'],
  });
}

const restoreButton = () => screen.getByRole('button', { name: 'Restore my previous email' });

describe('Undo email change page', () => {
  it('changes nothing on opening: only the button restores the address', async () => {
    const undo = undoAnswer(restored);
    saveSession(signedIn('intruder@example.com'), { remember: false });
    open([undo.mock]);
    expect(screen.getByRole('heading', { name: 'Undo the email change' })).toBeInTheDocument();
    // A moment for anything the page would send on its own (it must send nothing).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(undo.calls).toEqual([]);

    await user.click(restoreButton());
    expect(await screen.findByRole('heading', { name: 'Email address restored' })).toBeInTheDocument();
    expect(undo.calls).toEqual([{ token }]);
    expect(screen.getByText(texts.restored)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.signedOut);
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // Every session ended on the server; this tab forgets its own.
    expect(getSession()).toBeNull();
  });

  it.each([
    ['used', refusal(texts.usedLink, 'BAD_USER_INPUT')],
    ['expired', refusal(texts.expiredLink(7), 'BAD_USER_INPUT')],
    ['unknown', refusal(texts.unknownLink, 'NOT_FOUND')],
    ['taken', refusal(texts.addressTaken, 'BAD_USER_INPUT')],
  ])('says why a %s link cannot restore the address, and offers no retry', async (_kind, answer) => {
    open([undoAnswer(answer).mock]);
    await user.click(restoreButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(answer.errors[0]?.message ?? '');
    expect(screen.queryByRole('button', { name: 'Restore my previous email' })).not.toBeInTheDocument();
  });

  it('lets the visitor try again when the server was busy', async () => {
    open([undoAnswer(refusal(messages.tooManyRequests, 'RATE_LIMITED')).mock]);
    await user.click(restoreButton());
    // Said in the card (and in the error link's toast).
    expect((await screen.findAllByText(messages.tooManyRequests)).length).toBeGreaterThan(0);
    expect(restoreButton()).toBeEnabled();
  });

  it('a link without a token is refused at once', () => {
    open([], '/undo-email-change');
    expect(screen.getByRole('alert')).toHaveTextContent(texts.unknownLink);
    expect(screen.queryByRole('button', { name: 'Restore my previous email' })).not.toBeInTheDocument();
  });
});
