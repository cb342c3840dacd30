import { screen, waitFor, within } from '@testing-library/react';

import {
  DeleteCommentMutation,
  HideCommentMutation,
  UnhideCommentMutation,
} from '../../../../../../client/src/features/game/comments/mutations.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { forgetSessions } from '../../../account/signInFixtures.ts';
import { comment, commentsAnswer, reply, signedInAs } from '../commentFixtures.ts';
import { commentItem, renderSection } from './renderSection.tsx';

afterEach(forgetSessions);

const author = (name: string, id: string, email: string) => ({
  __typename: 'CommentAuthor' as const,
  name,
  deleted: false,
  id,
  email,
});

const answered = (field: 'hideComment' | 'unhideComment', status: 'hidden' | 'visible') => ({
  data: {
    [field]: {
      ...comment(1, 'Spoiler: the end', { status, author: author('Sam', '12', 'sam@example.org') }),
      replies: undefined,
    },
  },
});

describe('moderation', () => {
  it('lets a moderator see who wrote a comment, hide it and show it again', async () => {
    const { user } = renderSection([
      ...signedInAs('moderator'),
      commentsAnswer(0, [
        comment(1, 'Spoiler: the end', {
          author: author('Sam', '12', 'sam@example.org'),
          replies: [reply(2, 1, 'Thanks a lot', { author: author('Kim', '13', 'kim@example.org') })],
        }),
      ]),
      {
        request: { query: HideCommentMutation, variables: { id: '1' } },
        result: answered('hideComment', 'hidden'),
      },
      {
        request: { query: UnhideCommentMutation, variables: { id: '1' } },
        result: answered('unhideComment', 'visible'),
      },
    ]);
    const item = await commentItem('Spoiler: the end');
    expect(item).toHaveTextContent('Sam');
    expect(item).toHaveTextContent('sam@example.org (account 12)');
    const replies = within(item).getByRole('list', { name: 'Replies to Sam' });
    expect(replies).toHaveTextContent('kim@example.org (account 13)');
    expect(within(replies).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(within(replies).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    // The comment's own Hide comes first, before its reply's.
    await user.click(within(item).getAllByRole('button', { name: 'Hide' })[0] ?? item);
    expect(await within(item).findByText(messages.comment.hiddenByModerator)).toBeInTheDocument();
    // Hidden: no likes, replies or reports on it, until it is shown again.
    expect(within(item).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Unhide' }));
    await waitFor(() =>
      expect(within(item).queryByText(messages.comment.hiddenByModerator)).not.toBeInTheDocument(),
    );
    expect(within(item).getAllByRole('button', { name: 'Hide' })).toHaveLength(2);
  });

  it("lets an admin delete anyone's comment after asking", async () => {
    const { user } = renderSection([
      ...signedInAs('admin'),
      commentsAnswer(0, [comment(1, 'Rude words', { author: author('Sam', '12', 'sam@example.org') })]),
      {
        request: { query: DeleteCommentMutation, variables: { id: '1' } },
        result: {
          data: { deleteComment: { __typename: 'MessageResult', message: messages.comment.deleted } },
        },
      },
      commentsAnswer(0, []),
    ]);
    const item = await commentItem('Rude words');
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment?' });
    expect(dialog).toHaveTextContent('The comment by Sam will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No comments yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
  });

  it('shows a hidden comment to its author as hidden by a moderator, without moderation buttons', async () => {
    renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'My hot take', { mine: true, status: 'hidden' })]),
    ]);
    const item = await commentItem('My hot take');
    expect(within(item).getByText(messages.comment.hiddenByModerator)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Unhide' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('gives a plain user no moderation buttons on other comments', async () => {
    renderSection([...signedInAs('user'), commentsAnswer(0, [comment(1, 'Fine game')])]);
    const item = await commentItem('Fine game');
    for (const name of ['Hide', 'Unhide', 'Delete', 'Edit']) {
      expect(within(item).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(item).not.toHaveTextContent('@');
  });
});
