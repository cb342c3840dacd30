import { gameFormSchema } from '../../../../../../client/src/features/admin/games/form/gameFormSchema.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';

/** The message the form shows for `field` holding `value`, or undefined when it passes. */
async function fieldError(field: string, value: unknown): Promise<string | undefined> {
  try {
    await gameFormSchema.validateAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const releaseDateError = (releaseDate: string) => fieldError('releaseDate', releaseDate);

describe('the admin game form schema', () => {
  it('refuses a release date that is no day of the calendar, with the REST service text', async () => {
    for (const date of ['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', 'soon']) {
      expect({ date, error: await releaseDateError(date) }).toEqual({
        date,
        error: messages.game.releaseDateInvalid,
      });
    }
    expect(await releaseDateError('')).toBe(messages.game.releaseDate);
    expect(await releaseDateError('2024-02-29')).toBeUndefined();
  });

  it('refuses a link with a user name or password before its host, with the REST service text', async () => {
    expect(await fieldError('downloadLink', 'https://user:pass@downloads.example/game.zip')).toBe(
      messages.urlCredentials('Download link'),
    );
    expect(await fieldError('homepageUrl', 'https://trusted.example@evil.example/')).toBe(
      messages.urlCredentials('Homepage URL'),
    );
    expect(await fieldError('trailerUrl', 'javascript:alert(1)')).toBe(messages.urlScheme('Trailer URL'));
    expect(await fieldError('supportLink', '')).toBeUndefined();
    expect(await fieldError('supportLink', 'https://support.example/help')).toBeUndefined();
  });

  it("takes only the catalogue's genres, with the REST service text", async () => {
    expect(await fieldError('genres', ['racing', 'early_access'])).toBeUndefined();
    expect(await fieldError('genres', [])).toBeUndefined();
    expect(await fieldError('genres', ['racing', 'open world'])).toBe(messages.game.genreChoice);
    expect(await fieldError('genres', ['all'])).toBe(messages.game.genreChoice);
  });
});
