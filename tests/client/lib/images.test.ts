import { describe, expect, test } from '@jest/globals';

import { responsiveImage } from '../../../client/src/lib/images.ts';

describe('responsive images', () => {
  test('our uploads get a srcset of resized widths up to the largest asked for', () => {
    const image = responsiveImage('/uploads/cover.webp', '50vw', 640);
    expect(image.src).toBe('/img?w=640&src=%2Fuploads%2Fcover.webp');
    expect(image.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '480w',
      '640w',
    ]);
    expect(image.sizes).toBe('50vw');
  });

  test('images on other hosts are used as they are, never sent through the resizer', () => {
    expect(responsiveImage('https://cdn.example.org/cover.png', '100vw')).toEqual({
      src: 'https://cdn.example.org/cover.png',
    });
  });
});
