import { splitLeadingPreloads } from '../../../client/src/lib/leadingPreloads.ts';

const preload = '<link rel="preload" as="image" imageSrcSet="/img?w=160 160w" fetchPriority="high"/>';

describe('leading preloads', () => {
  it('splits the preloads React writes before the markup from it', () => {
    expect(splitLeadingPreloads(`${preload}${preload}<div class="a">x</div>`)).toEqual({
      preloads: `${preload}${preload}`,
      html: '<div class="a">x</div>',
    });
  });

  it('leaves markup without leading preloads, and preloads inside it, as they are', () => {
    const html = `<div>${preload}</div>`;
    expect(splitLeadingPreloads(html)).toEqual({ preloads: '', html });
  });
});
