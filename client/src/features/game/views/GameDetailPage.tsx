import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { answerTexts } from '../../../../../shared/validation/answerTexts.ts';
import { PageLoading } from '../../../components/layout/PageLoading.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { AccountRecordDownloadMutation } from '../../account/mutations.ts';
import { GameDetails } from '../components/GameDetails.tsx';
import { RecordGameViewMutation } from '../mutations.ts';
import { GameDetailPageQuery } from '../queries.ts';
import { bumpGameCount } from '../starCache.ts';

function GameLoading() {
  usePageMeta({ title: 'Loading game details', noindex: true });
  return <PageLoading label="Loading game details" />;
}

/** An unknown slug answers 404; a failed load says what failed (and is not indexed). */
function GameUnavailable({ message, notFound }: { message: string; notFound: boolean }) {
  usePageMeta({
    title: notFound ? answerTexts.gameNotFound : 'Game unavailable',
    noindex: true,
    status: notFound ? 404 : 503,
  });
  return (
    <Container sx={{ py: 12, textAlign: 'center' }}>
      <div role={notFound ? undefined : 'alert'}>
        <Typography variant="h1" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
      </div>
      <Button variant="contained" component={RouterLink} to="/">
        Return to home
      </Button>
    </Container>
  );
}

/** /game/:slug (SPEC 2.8). */
export function GameDetailPage() {
  const { slug = '' } = useParams();
  const { data, error } = useQuery(GameDetailPageQuery, { variables: { slug } });
  // Both counts are sent straight through the client: their answers change no state of this page,
  // so sending them renders nothing again.
  const client = useApolloClient();
  const shownId = data?.game?.id;
  // The view counts after the page is shown (effects never run in the server render), once per
  // mount of a game.
  useEffect(() => {
    if (!shownId) return;
    void client
      .mutate({ mutation: RecordGameViewMutation, variables: { gameId: shownId } })
      .catch(() => undefined);
  }, [shownId, client]);
  // Fire and forget: the link opens the official page whatever the answer. Counted for anonymous
  // visitors too (once per visitor, game and day).
  const onDownload = useCallback(() => {
    if (!shownId) return;
    void client
      .mutate({
        mutation: AccountRecordDownloadMutation,
        variables: { gameId: shownId },
        update: (cache, { data: answer }) => {
          if (answer?.recordDownload.counted) bumpGameCount(cache, shownId, 'downloads', 1);
          // The profile's downloads list is read afresh the next time it opens.
          cache.evict({ fieldName: 'downloads' });
        },
      })
      .catch(() => undefined);
  }, [shownId, client]);
  if (error) return <GameUnavailable message={error.message} notFound={false} />;
  if (!data) return <GameLoading />;
  if (!data.game) return <GameUnavailable message={answerTexts.gameNotFound} notFound />;
  return <GameDetails key={data.game.id} game={data.game} onDownload={onDownload} />;
}

export default GameDetailPage;
