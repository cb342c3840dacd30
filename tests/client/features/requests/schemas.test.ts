import { dmcaSchema } from '../../../../client/src/features/requests/schemas.ts';
import { messages } from '../../../../shared/validation/messages.ts';

/** The message the DMCA form shows for `url`, or undefined when it passes. */
async function urlError(url: string): Promise<string | undefined> {
  try {
    await dmcaSchema.validateAt('url', { url });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the DMCA form schema', () => {
  it('takes the REST service rules and texts for the URL of the content', async () => {
    expect(await urlError('')).toBe(messages.dmca.url);
    expect(await urlError('//evil.example/x')).toBe(messages.urlScheme('URL'));
    expect(await urlError('https://user:pass@games.example/game/x')).toBe(messages.urlCredentials('URL'));
    expect(await urlError('https://games.example@evil.example/game/x')).toBe(messages.urlCredentials('URL'));
    expect(await urlError('https://games.example/game/x')).toBeUndefined();
  });
});
