import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { pngBytes } from '../../../support/fixtures/gamesImages.ts';
import type { ImageHost } from '../../../support/imageHost.ts';
import { startImageHost } from '../../../support/imageHost.ts';
import { cacheListing, getImage } from '../../../support/imageRequests.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/**
 * Which sources `/img` takes on the upstream's host: image files in its uploads folder, each under
 * one spelling. Anything else is refused before a request is made, so that the endpoint can neither
 * fetch the upstream's other pages nor keep one image under many names.
 */
describe('/img sources on the upstream host', () => {
  let imageHost: ImageHost;
  let service: TestService;
  let origin: string;
  let hostAndPort: string;

  beforeAll(async () => {
    const png = { body: await pngBytes(400, 200) };
    imageHost = await startImageHost({
      '/uploads/pic.png': png,
      '/uploads/covers/one.jpg': png,
      '/uploads/pic.png.php': png,
      '/pic.png': png,
      '/api/games.php': { type: 'application/json', body: Buffer.from('{"games":[]}') },
      '/api/uploads/pic.png': png,
    });
    origin = imageHost.origin;
    hostAndPort = new URL(origin).host;
    service = await startTestService('sqlite', { env: { UPSTREAM_URL: `${origin}/api` } });
  });
  afterAll(async () => {
    await service.stop();
    await imageHost.close();
  });

  test.each([
    ['the game list', '/api/games.php'],
    ['a query string', '/uploads/pic.png?v=2'],
    ['an empty query string', '/uploads/pic.png?'],
    ['a query string written as a path', '/uploads/pic.png%3Fv=2'],
    ['a fragment', '/uploads/pic.png#top'],
    ['an image outside the uploads folder', '/pic.png'],
    ['an uploads folder elsewhere', '/api/uploads/pic.png'],
    ['a file that is not an image', '/uploads/pic.png.php'],
    ['no file', '/uploads/'],
    ['a dot segment out of the folder', '/uploads/../api/games.php'],
    ['a dot segment that stays inside', '/uploads/covers/../pic.png'],
    ['an encoded dot segment', '/uploads/%2e%2E/api/games.php'],
    ['a half-encoded dot segment', '/uploads/.%2e/pic.png'],
    ['an encoded slash', '/uploads/..%2Fapi%2Fgames.php'],
    ['a backslash', '/uploads\\..\\pic.png'],
    ['an encoded backslash', '/uploads/covers%5Cone.jpg'],
    ['a percent sign encoded twice', '/uploads/%252e%252e/pic.png'],
    ['a malformed escape', '/uploads/%E0%A4%A.png'],
    ['a NUL byte', '/uploads/pic.png%00.png'],
    ['a tab the URL parser would drop', '/uploads/p\tic.png'],
    ['a hidden file', '/uploads/.pic.png'],
    ['an empty segment', '/uploads//pic.png'],
  ])('%s → 400, with no request to the upstream', async (_name, path) => {
    const before = imageHost.hits.length;
    const { response, bytes } = await getImage(service, `${origin}${path}`, 160);
    expect(response.status).toBe(400);
    expect(bytes.toString()).toBe(messages.image.notUploadedImage);
    expect(imageHost.hits.slice(before)).toEqual([]);
  });

  test('user information before the host → 400, with no request', async () => {
    const before = imageHost.hits.length;
    const { response } = await getImage(service, `http://someone@${hostAndPort}/uploads/pic.png`, 160);
    expect(response.status).toBe(400);
    expect(imageHost.hits.slice(before)).toEqual([]);
  });

  test('an image in a folder under uploads is fetched as written', async () => {
    const { response } = await getImage(service, `${origin}/uploads/covers/one.jpg`, 160);
    expect(response.status).toBe(200);
    expect(imageHost.hits).toContain('/uploads/covers/one.jpg');
  });

  test('two spellings of one image are one cache entry, fetched once', async () => {
    const spellings = [
      `${origin}/uploads/pic.png`,
      `HTTP://${hostAndPort}/uploads/%70ic.png`,
      `http://${hostAndPort}/uploads/pic%2Epng`,
      `https://${hostAndPort}/uploads/pic.png`,
    ];
    const before = await cacheListing(service);
    const hitsBefore = imageHost.hits.length;
    const answers = [];
    for (const src of spellings) answers.push(await getImage(service, src, 320));
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    const [first] = answers;
    for (const { bytes } of answers) expect(bytes).toEqual(first?.bytes);
    expect(imageHost.hits.slice(hitsBefore)).toEqual(['/uploads/pic.png']);
    expect((await cacheListing(service)).filter((name) => !before.includes(name))).toHaveLength(1);
  });
});
