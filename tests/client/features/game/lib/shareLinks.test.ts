import { shareLinks } from '../../../../../client/src/features/game/lib/shareLinks.ts';

describe('share links', () => {
  it('builds the Facebook sharer, Twitter intent and mail links for the page', () => {
    const links = shareLinks('0 A.D.', 'https://gamevault.example/game/zero-ad');
    const url = encodeURIComponent('https://gamevault.example/game/zero-ad');
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('Check out 0 A.D. on Gamevault')}&url=${url}`,
    );
    expect(links.email).toMatch(/^mailto:\?subject=Check%20out%200%20A\.D\.&body=.*zero-ad$/);
  });
});
