import { requestDraft } from '../../../../../client/src/features/admin/requests/requestDraft.ts';

describe('an approved game request as a new game (issue: approve offers the game form)', () => {
  it('fills the title, its slug and the platform, mapping PC to the predefined Windows', () => {
    expect(requestDraft({ gameTitle: 'The Dark Mod', platform: 'PC' })).toEqual({
      title: 'The Dark Mod',
      slug: 'the-dark-mod',
      platforms: ['windows'],
    });
    expect(requestDraft({ gameTitle: 'Xonotic', platform: 'Other' }).platforms).toEqual([]);
    expect(requestDraft({ gameTitle: 'Xonotic', platform: 'Nintendo Switch' }).platforms).toEqual([
      'Nintendo Switch',
    ]);
  });
});
