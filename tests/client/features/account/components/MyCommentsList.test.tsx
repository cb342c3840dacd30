import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { MyCommentsList } from '../../../../../client/src/features/account/components/MyCommentsList.tsx';
import { messages } from '../../../../../shared/validation/messages.ts';
import { myComment } from '../profileFixtures.ts';

const show = (comments: Parameters<typeof MyCommentsList>[0]['comments']) =>
  render(
    <MemoryRouter>
      <MyCommentsList comments={comments} />
    </MemoryRouter>,
  );

const rows = () =>
  within(screen.getByRole('list', { name: 'My comments' })).getAllByRole('listitem') as HTMLElement[];

describe('my comments', () => {
  it('shows each comment as text with its game and day; a hidden one says a moderator hid it', () => {
    show([
      myComment(3, 'Xonotic', 'Great <b>netcode</b>', '2026-02-01T08:00:00Z'),
      myComment(5, 'Mindustry', 'Too many conveyor belts', '2026-01-20T08:00:00Z', 'hidden'),
    ]);
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Xonotic' })).toHaveAttribute('href', '/game/xonotic');
    expect(first).toHaveTextContent('Great <b>netcode</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('Feb 1, 2026');
    expect(first).not.toHaveTextContent(messages.comment.hiddenByModerator);
    expect(second).toHaveTextContent('Too many conveyor belts');
    expect(second).toHaveTextContent(`Jan 20, 2026 · ${messages.comment.hiddenByModerator}`);
  });

  it('cuts a long comment to an excerpt', () => {
    show([myComment(3, 'Xonotic', `${'word '.repeat(100)}END`, '2026-02-01T08:00:00Z')]);
    const [row] = rows() as [HTMLElement];
    expect(row).toHaveTextContent(/word\.\.\./);
    expect(row).not.toHaveTextContent('END');
  });

  it('says when there are none yet', () => {
    show([]);
    expect(screen.getByText(/^No comments yet/)).toBeInTheDocument();
  });
});
