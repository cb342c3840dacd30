import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

/** Routing by path keeps Express's matching: any case, one trailing slash or none. */
describe('REST routing', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  test.each(['/api/settings.php', '/api/Settings.PHP', '/api/settings.php/'])(
    'GET %s reaches the settings endpoint',
    async (path) => {
      const answer = await service.request('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual((await service.request('GET', '/api/settings.php')).body);
    },
  );

  test('a method not routed for a known path answers 405, an unknown path 404', async () => {
    // POST is routed for /community.php and /games.php, not for /settings.php.
    expect((await service.request('POST', '/api/settings.php', { json: {} })).status).toBe(405);
    expect((await service.request('GET', '/api/settings.php//')).status).toBe(404);
    expect((await service.request('GET', '/api/settings.phpx')).status).toBe(404);
  });
});
