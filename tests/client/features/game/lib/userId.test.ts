import { findUserId, getUserId, newUserId } from '../../../../../client/src/features/game/lib/userId.ts';

describe('userId', () => {
  it('is user_ plus random text', () => {
    expect(newUserId()).toMatch(/^user_[a-z0-9]{12}$/);
    expect(newUserId()).not.toBe(newUserId());
  });

  it('is created under userId on first use and kept after that', () => {
    expect(findUserId()).toBeNull();
    const first = getUserId();
    expect(window.localStorage.getItem('userId')).toBe(first);
    expect(getUserId()).toBe(first);
    expect(findUserId()).toBe(first);
  });
});
