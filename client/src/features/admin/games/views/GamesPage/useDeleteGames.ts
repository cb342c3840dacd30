import { useApolloClient, useMutation } from '@apollo/client/react';

import { maxBulkDelete } from '../../../../../../../shared/catalog/gameChoices.ts';
import { messages } from '../../../../../../../shared/validation/messages.ts';
import { evictGames } from '../../../../../apollo/evictGames.ts';
import { serverErrorText } from '../../../../../apollo/serverErrorText.ts';
import { toast } from '../../../../../components/toasts/toast.ts';
import { DeleteGameMutation, DeleteGamesMutation } from '../../mutations.ts';

/** Deletes one game or a selection (in batches the API takes), toasting SPEC 8's outcome texts. */
export function useDeleteGames() {
  const [deleteOne] = useMutation(DeleteGameMutation);
  const [deleteMany] = useMutation(DeleteGamesMutation);
  const { cache } = useApolloClient();

  const removeOne = async (id: string): Promise<boolean> => {
    try {
      await deleteOne({ variables: { id } });
      evictGames(cache, [id]);
      toast.success('Game deleted successfully');
      return true;
    } catch (error) {
      toast.error(serverErrorText(error, 'Failed to delete game'));
      return false;
    }
  };

  const removeMany = async (ids: readonly string[]): Promise<void> => {
    let deleted = 0;
    let failed = 0;
    for (let start = 0; start < ids.length; start += maxBulkDelete) {
      const batch = ids.slice(start, start + maxBulkDelete);
      try {
        const { data } = await deleteMany({ variables: { ids: batch } });
        deleted += data?.deleteGames.deleted ?? 0;
        failed += data?.deleteGames.failed ?? batch.length;
      } catch (error) {
        if (deleted === 0) {
          toast.error(serverErrorText(error, 'Failed to delete games'));
          return;
        }
        failed += ids.length - start;
        break;
      }
    }
    // Which of a batch failed is not known: every chosen game is asked for afresh.
    if (deleted > 0) evictGames(cache, ids);
    const message = messages.game.bulkDeleted(deleted, failed);
    if (failed === 0) toast.success(message);
    else toast.error(message);
  };

  return { removeOne, removeMany };
}
