import { extractVideoId, videoEmbedUrl } from '../../../../../client/src/features/game/lib/videoId.ts';

const id = 'dQw4w9WgXcQ';

describe('video id extraction', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?start=3`,
    `https://www.youtube.com/shorts/${id}`,
    `  https://www.youtube.com/watch?v=${id}  `,
  ])('finds the id in %s', (url) => expect(extractVideoId(url)).toBe(id));

  it.each([
    '',
    'not a url',
    `https://vimeo.com/${id}`,
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    `javascript:alert(1)//youtu.be/${id}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${id}<script>`,
    `https://www.youtube.com/playlist?list=${id}`,
    `https://youtu.be/${id}/extra`,
  ])('returns null for %s', (url) => expect(extractVideoId(url)).toBeNull());

  it('embeds from the privacy-enhanced domain', () => {
    expect(videoEmbedUrl(id)).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${id}\\?`));
  });
});
