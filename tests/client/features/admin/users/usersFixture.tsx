import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';

import { AdminUsersQuery } from '../../../../../client/src/features/admin/users/queries.ts';
import UsersPage from '../../../../../client/src/features/admin/users/views/UsersPage.tsx';
import type { UserTable_User } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { saveSession } from '../../../../../client/src/lib/session.ts';
import { renderPage } from '../../../support/renderPage.tsx';

const account = (
  id: string,
  email: string,
  role: string,
  [favoritesCount, downloadsCount]: [number, number] = [0, 0],
): UserTable_User => ({
  __typename: 'User',
  id,
  email,
  role,
  createdAt: '2024-03-15T10:00:00.000Z',
  updatedAt: '2024-06-02T08:30:00.000Z',
  favoritesCount,
  downloadsCount,
});

export const signedInAdmin = account('1', 'admin@example.com', 'admin');
export const moderator = account('2', 'mod@example.com', 'moderator');
export const player = account('3', 'player@games.example', 'user', [4, 7]);
export const casual = account('4', 'casual@example.com', 'user', [1, 1]);
export const everyone = [signedInAdmin, moderator, player, casual];

/** The users list as the server answers it, `uses` times (each change fetches it again). */
export const usersAnswer = (users: UserTable_User[], uses = 1): MockLink.MockedResponse => ({
  request: { query: AdminUsersQuery },
  result: { data: { users } },
  maxUsageCount: uses,
});

/** A mutation answer that records the variables it was sent with. */
export function recorded<Variables extends Record<string, unknown>>(
  query: MockLink.MockedRequest['query'],
  result: object,
) {
  const sent: Variables[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query, variables: () => true },
    result: (variables) => {
      sent.push(variables as Variables);
      return result;
    },
  };
  return { sent, mock };
}

export const refusal = (message: string, code = 'BAD_USER_INPUT', fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields && { fields }) } }],
});

/** Opens the page as the signed-in administrator, with the list loaded. */
export async function openUsersPage(mocks: MockLink.MockedResponse[]) {
  saveSession(
    { token: 'signed-token', user: { id: signedInAdmin.id, email: signedInAdmin.email, role: 'admin' } },
    { remember: false, console: true },
  );
  const view = renderPage(<UsersPage />, { path: '/admin/users', mocks });
  await screen.findByRole('table', { name: 'Users' });
  return view;
}
