import { describe, expect, test } from '@jest/globals';

import { renderHead } from '../../../../client/src/components/seo/renderHead.ts';

const origin = 'https://games.example.org';

describe('server-rendered head tags', () => {
  test('a game page gets title, description, canonical, previews and absolute JSON-LD', () => {
    const head = renderHead(
      {
        title: 'SuperTuxKart',
        description: 'Kart racing with "Tux" & friends',
        path: '/game/supertuxkart',
        image: '/uploads/cover.webp',
        jsonLd: { '@type': 'VideoGame', url: '/game/supertuxkart', image: '/uploads/cover.webp' },
      },
      origin,
    );
    expect(head).toContain('<title>SuperTuxKart | Gamevault</title>');
    expect(head).toContain('content="Kart racing with &quot;Tux&quot; &amp; friends"');
    expect(head).toContain(`<link rel="canonical" href="${origin}/game/supertuxkart"`);
    expect(head).toContain(`<meta property="og:image" content="${origin}/uploads/cover.webp"`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(head).toContain(`"url":"${origin}/game/supertuxkart","image":"${origin}/uploads/cover.webp"`);
  });

  test('text cannot close the JSON-LD script, and noindex pages carry no canonical', () => {
    const head = renderHead(
      {
        title: 'Search Results',
        noindex: true,
        path: '/search',
        jsonLd: { name: '</script><script>alert(1)' },
      },
      origin,
    );
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('\\u003c/script>');
    expect(head).toContain('<meta name="robots" content="noindex"');
    expect(head).not.toContain('rel="canonical"');
  });
});
