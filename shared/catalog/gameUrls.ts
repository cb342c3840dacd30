const gamePath = /^\/game\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The slug of the game page an address points at (`https://any.host/game/{slug}`), or undefined. The
 * host is not checked: a notice may name the site by any of its addresses.
 */
export function gameSlugFromUrl(url: string): string | undefined {
  try {
    return gamePath.exec(new URL(url).pathname)?.[1];
  } catch {
    return undefined;
  }
}
