import { screen, waitFor, within } from '@testing-library/react';

import {
  DeleteCommentMutation,
  EditCommentMutation,
  LikeCommentMutation,
  ReportCommentMutation,
} from '../../../../../../client/src/features/game/comments/mutations.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';
import { keyed } from '../../../../support/keyedVariables.ts';
import { forgetSessions } from '../../../account/signInFixtures.ts';
import { comment, commentsAnswer, signedInAs } from '../commentFixtures.ts';
import { commentItem, renderSection } from './renderSection.tsx';

afterEach(forgetSessions);

const page = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => comment(from + index, `Comment number ${from + index}`));

describe('reading comments', () => {
  it('shows a signed-out visitor the comments, their likes and a way to sign in that comes back here', async () => {
    const { user, router } = renderSection([commentsAnswer(0, [comment(1, 'Runs fine', { likes: 2 })])]);
    const item = await commentItem('Runs fine');
    expect(item).toHaveTextContent('Player 1');
    expect(item).toHaveTextContent('Mar 1, 2026');
    expect(item).toHaveTextContent('2 likes');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in to comment' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/game/zero-ad' } });
  });

  it('shows what a comment says as text, never as markup or a link', async () => {
    const words = '<b>bold</b> <a href="https://example.org">see https://example.org</a>';
    renderSection([commentsAnswer(0, [comment(1, words)])]);
    const item = await commentItem(words);
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    expect(item.querySelector('b, a')).toBeNull();
  });

  it('says when there are none yet', async () => {
    renderSection([commentsAnswer(0, [])]);
    expect(
      await screen.findByText('No comments yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
  });

  it('shows 20 at a time, newest first, and Show more adds the next ones', async () => {
    const { user } = renderSection([commentsAnswer(0, page(20), 21), commentsAnswer(1, page(1, 21), 21)]);
    await commentItem('Comment number 1');
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    const added = await commentItem('Comment number 21');
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a comment deleted under its replies as such', async () => {
    renderSection([commentsAnswer(0, [comment(1, '', { status: 'deleted' })])]);
    expect(await commentItem(messages.comment.deleted)).not.toHaveTextContent('likes');
  });

  it('hides the whole section where the site offers no comments', async () => {
    renderSection([commentsAnswer(0, [comment(1, 'Not shown')])], { feature: false });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument());
    expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
  });
});

describe("a signed-in reader's actions", () => {
  it('likes a comment once and shows the new count', async () => {
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Nice', { likes: 2 })]),
      {
        request: { query: LikeCommentMutation, variables: { id: '1' } },
        result: { data: { likeComment: { __typename: 'CommentLikeResult', likes: 3, liked: true } } },
      },
    ]);
    const item = await commentItem('Nice');
    const like = within(item).getByRole('button', {
      name: 'Like comment by Player 1, 2 likes',
      pressed: false,
    });
    await user.click(like);
    expect(
      await within(item).findByRole('button', { name: 'Like comment by Player 1, 3 likes', pressed: true }),
    ).toHaveTextContent('3');
    // Pressed again, nothing is sent (no second answer is mocked, so a request would fail loudly).
    await user.click(within(item).getByRole('button', { name: /^Like comment/ }));
    expect(within(item).getByRole('button', { name: /^Like comment/ })).toHaveTextContent('3');
  });

  it('edits their own comment in place', async () => {
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Frist', { mine: true })]),
      {
        request: { query: EditCommentMutation, variables: { id: '1', content: 'First!' } },
        result: {
          data: {
            editComment: { ...comment(1, 'First!', { mine: true, edited: true }), replies: undefined },
          },
        },
      },
    ]);
    const item = await commentItem('Frist');
    expect(within(item).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Frist');
    await user.clear(field);
    await user.type(field, 'First!');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(item).getByText('First!')).toBeInTheDocument();
    expect(item).toHaveTextContent('(edited)');
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('keeps the edit when the server refuses it, with its message', async () => {
    const message = 'Too many requests. Please try again later.';
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Frist', { mine: true })]),
      {
        request: { query: EditCommentMutation, variables: { id: '1', content: 'First!' } },
        result: { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] },
      },
    ]);
    const item = await commentItem('Frist');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const field = within(item).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(field);
    await user.type(field, 'First!');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue('First!');
  });

  it('deletes their own comment after asking', async () => {
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Regrets', { mine: true })]),
      {
        request: { query: DeleteCommentMutation, variables: { id: '1' } },
        result: {
          data: { deleteComment: { __typename: 'MessageResult', message: messages.comment.deleted } },
        },
      },
      commentsAnswer(0, []),
    ]);
    const item = await commentItem('Regrets');
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment?' });
    expect(dialog).toHaveTextContent('Your comment will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No comments yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(messages.comment.deleted)).toBeInTheDocument();
  });

  it("reports another reader's comment with a reason", async () => {
    const keys: string[] = [];
    const { user } = renderSection([
      ...signedInAs('user'),
      commentsAnswer(0, [comment(1, 'Buy gold here')]),
      {
        request: {
          query: ReportCommentMutation,
          variables: keyed({ id: '1', reason: 'Spam', description: 'An advert.' }, keys),
        },
        result: {
          data: { reportComment: { __typename: 'MessageResult', message: 'Report submitted successfully!' } },
        },
      },
    ]);
    const item = await commentItem('Buy gold here');
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    const reasons = within(within(dialog).getByLabelText(/Reason/)).getAllByRole('option');
    expect(reasons.map((option) => option.textContent)).toEqual([
      'Select a reason',
      'Spam',
      'Harassment',
      'Inappropriate content',
      'Spoilers',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText(messages.gameReport.reason)).toBeInTheDocument();
    expect(keys).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'Spam');
    await user.type(within(dialog).getByLabelText(/Description/), 'An advert.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(keys).toHaveLength(1);
  });
});
