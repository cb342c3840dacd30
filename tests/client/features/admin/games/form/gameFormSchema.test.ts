import { gameFormSchema } from '../../../../../../client/src/features/admin/games/form/gameFormSchema.ts';
import { messages } from '../../../../../../shared/validation/messages.ts';

/** The first message the form shows for `releaseDate`, or undefined when it passes. */
async function releaseDateError(releaseDate: string): Promise<string | undefined> {
  try {
    await gameFormSchema.validateAt('releaseDate', { releaseDate });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

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
});
