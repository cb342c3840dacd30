import {
  canPost,
  newComment,
  newReply,
  withLike,
  withReply,
} from '../../../../../client/src/features/game/lib/comments.ts';

describe('comments', () => {
  it('needs a name and text that is not blank', () => {
    expect(canPost('Ada', 'Great game')).toBe(true);
    expect(canPost('', 'Great game')).toBe(false);
    expect(canPost('  ', 'Great game')).toBe(false);
    expect(canPost('Ada', '   ')).toBe(false);
  });

  it('dates a comment YYYY-MM-DD and adds replies and likes to the right one', () => {
    const now = new Date('2026-02-03T23:30:00.000Z');
    const comments = [newComment('c1', ' Ada ', ' Great game ', now), newComment('c2', 'Bo', 'Hi', now)];
    expect(comments[0]).toEqual({
      id: 'c1',
      username: 'Ada',
      content: 'Great game',
      date: '2026-02-03',
      likes: 0,
      replies: [],
    });
    const updated = withLike(withReply(comments, 'c1', newReply('r1', 'Bo', 'Agreed', now)), 'c1');
    expect(updated[0]).toMatchObject({
      likes: 1,
      replies: [{ id: 'r1', username: 'Bo', content: 'Agreed' }],
    });
    expect(updated[1]).toEqual(comments[1]);
  });
});
