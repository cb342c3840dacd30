import { useMutation } from '@apollo/client/react';

import type { UploadContext } from '../../../../apollo/uploadLink.ts';
import type { AdminGameFormFields } from '../../../../graphql/__generated__/operations.ts';
import { useSubmissionKey } from '../../../../lib/useSubmissionKey.ts';
import { CreateGameMutation, UpdateGameMutation } from '../mutations.ts';
import type { GameFormValues } from './gameFormValues.ts';
import { valuesToInput } from './gameFormValues.ts';

const upload: UploadContext = { upload: true };

/**
 * Saves the form as a new game, or over `game`: the fields, a new cover, new screenshots and (on
 * update) the current screenshots kept. Resolves with the saved game; rejects with the server's error.
 */
export function useSaveGame(game: AdminGameFormFields | undefined) {
  const [create, creating] = useMutation(CreateGameMutation, { context: upload });
  const [update, updating] = useMutation(UpdateGameMutation, { context: upload });
  const submission = useSubmissionKey();
  const save = async (values: GameFormValues): Promise<AdminGameFormFields | undefined> => {
    const input = valuesToInput(values, game?.changelog);
    const files = { cover: values.coverFile, screenshots: values.screenshotFiles };
    if (game) {
      const { data } = await update({
        variables: { id: game.id, input, ...files, keptScreenshots: values.screenshots },
      });
      return data?.updateGame;
    }
    const idempotencyKey = submission.keyFor({ input, ...files });
    const { data } = await create({ variables: { input, ...files, idempotencyKey } });
    submission.sent();
    return data?.createGame;
  };
  return { save, saving: creating.loading || updating.loading };
}
