const idPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The privacy-enhanced embed domain: no cookies until the visitor plays the video. */
const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const valid = (id: string | null | undefined): string | null => (id && idPattern.test(id) ? id : null);

/**
 * The video id of a YouTube watch, youtu.be, embed or shorts URL; null for anything else, so the
 * page never embeds a player it cannot vouch for.
 */
export function extractVideoId(text: string): string | null {
  const url = parseUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments.length === 1 ? valid(segments[0]) : null;
  if (!youtubeHosts.has(host)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return valid(url.searchParams.get('v'));
  if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts'))
    return valid(segments[1]);
  return null;
}

export const videoEmbedUrl = (videoId: string): string =>
  `${videoEmbedOrigin}/embed/${videoId}?autoplay=1&rel=0`;
