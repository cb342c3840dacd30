import { screen, waitFor, within } from '@testing-library/react';

import { PostCommentMutation } from '../../../../../../client/src/features/game/comments/mutations.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { keyed } from '../../../../support/keyedVariables.ts';
import { forgetSessions } from '../../../account/signInFixtures.ts';
import {
  comment,
  commentsAnswer,
  gameId,
  refusal,
  reply,
  signedInAs,
  viewerAnswer,
} from '../commentFixtures.ts';
import { commentItem, renderSection } from './renderSection.tsx';

afterEach(forgetSessions);

const posted = (input: Record<string, unknown>, result: object, keys?: string[]) => ({
  request: { query: PostCommentMutation, variables: keyed({ input }, keys) },
  result,
});

const savedComment = (id: number, content: string, parentId?: number) => ({
  data: {
    postComment: {
      ...(parentId === undefined
        ? comment(id, content, { mine: true })
        : reply(id, parentId, content, { mine: true })),
      replies: undefined,
    },
  },
});

const robin = { __typename: 'CommentAuthor' as const, name: 'Robin', deleted: false, id: null, email: null };

describe('writing comments', () => {
  it("posts a comment under the account's name and shows it first, the form emptied", async () => {
    const { user } = renderSection([
      ...signedInAs('user', 'Robin'),
      commentsAnswer(0, [comment(1, 'Older words')]),
      posted(
        { gameId, content: 'Runs well on an old laptop.' },
        savedComment(2, 'Runs well on an old laptop.'),
      ),
      commentsAnswer(0, [
        comment(2, 'Runs well on an old laptop.', { mine: true, author: robin }),
        comment(1, 'Older words'),
      ]),
    ]);
    expect(await screen.findByText('Commenting as')).toHaveTextContent('Commenting as Robin');
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(field, '  Runs well on an old laptop.  ');
    expect(screen.getByText('27 / 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    const first = await commentItem('Runs well on an old laptop.');
    expect(first).toHaveTextContent('Robin');
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items[0]).toBe(first);
    expect(field).toHaveValue('');
  });

  it('refuses an empty or too long comment before sending it', async () => {
    const { user } = renderSection([...signedInAs('user'), commentsAnswer(0, [])]);
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(messages.comment.contentRequired)).toBeInTheDocument();

    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(2001));
    expect(await screen.findByText('Comment must be at most 2000 characters')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Comment must be at most 2000 characters');
  });

  it('asks an account without a display name for one and sends it with the first comment', async () => {
    const keys: string[] = [];
    const { user } = renderSection([
      ...signedInAs('user', null),
      commentsAnswer(0, []),
      posted({ gameId, content: 'Hello', displayName: 'Robin' }, savedComment(2, 'Hello'), keys),
      commentsAnswer(0, [comment(2, 'Hello', { mine: true, author: robin })]),
      viewerAnswer('user', 'Robin'),
    ]);
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(messages.displayName.required)).toBeInTheDocument();
    expect(keys).toEqual([]);

    await user.type(name, ' Robin ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await commentItem('Hello')).toHaveTextContent('Robin');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Display name' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Commenting as')).toHaveTextContent('Commenting as Robin');
  });

  it("shows the server's field message under the field and keeps what was typed", async () => {
    const message = 'Comment must not contain control characters';
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, []),
      posted({ gameId, content: 'Odd text' }, refusal(message, 'BAD_USER_INPUT', { content: message })),
    ]);
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(field, 'Odd text');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('Odd text');
  });

  it('says so when the same text was just posted, or too many comments were, and keeps the text', async () => {
    const limit = 'Too many requests. Please try again later.';
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, []),
      posted({ gameId, content: 'Again' }, refusal(messages.comment.duplicate, 'BAD_USER_INPUT')),
      posted({ gameId, content: 'Again!' }, refusal(limit, 'RATE_LIMITED')),
    ]);
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    const form = screen.getByRole('form', { name: 'Add a comment' });
    await user.type(field, 'Again');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText(messages.comment.duplicate)).toBeInTheDocument();
    expect(field).toHaveValue('Again');

    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText(limit)).toBeInTheDocument();
    expect(field).toHaveValue('Again!');
  });

  it('replies to a comment under it, then closes the reply form', async () => {
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Which version?')]),
      posted({ gameId, content: 'The latest one.', parentId: '1' }, savedComment(5, 'The latest one.', 1)),
      commentsAnswer(0, [
        comment(1, 'Which version?', {
          replies: [reply(5, 1, 'The latest one.', { mine: true, author: robin })],
        }),
      ]),
    ]);
    const item = await commentItem('Which version?');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    const field = within(item).getByRole('textbox', { name: 'Reply to Player 1' });
    expect(field).toHaveFocus();
    await user.type(field, 'The latest one.');
    await user.click(within(item).getByRole('button', { name: 'Post reply' }));

    const replies = await screen.findByRole('list', { name: 'Replies to Player 1' });
    expect(replies).toHaveTextContent('Robin');
    expect(replies).toHaveTextContent('The latest one.');
    expect(within(item).queryByRole('textbox', { name: 'Reply to Player 1' })).not.toBeInTheDocument();
    // A reply has no Reply of its own: one level only.
    expect(within(replies).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
