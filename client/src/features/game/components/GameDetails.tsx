import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { lazy, memo, Suspense, useEffect, useState } from 'react';

import { lazyPagePart } from '../../../components/lazy/lazyPagePart.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { RequireVerifiedEmail } from '../../account/components/RequireVerifiedEmail.tsx';
import type { GameDetails as Game } from '../gamePageMeta.ts';
import { gamePageMeta } from '../gamePageMeta.ts';
import { gameBadges } from '../lib/badges.ts';
import { CommunityFeaturesQuery } from '../queries.ts';
import { gameUrl } from '../urls.ts';
import { useGameCommunity } from '../useGameCommunity.ts';
import { GameActions } from './GameActions.tsx';
import { GameContent } from './GameContent.tsx';
import { GameHeader } from './GameHeader.tsx';
import { GameSection } from './GameSection.tsx';

// Each dialog loads the first time a visitor opens it.
const ShareDialog = lazy(() => import('./ShareDialog.tsx'));
const ReportDialog = lazy(() => import('./ReportDialog.tsx'));
// The page's closing parts (and their form fields) are their own chunks: the server still renders
// them, and they hydrate when their code arrives, after the rest of the page.
const RatingWidget = lazyPagePart(() => import('./RatingWidget.tsx'));
const CommentsSection = lazyPagePart(() => import('../comments/CommentsSection.tsx'));

type OpenDialog = { kind: 'share' | 'report'; url: string } | null;

/** The time in the browser, known only after mount so the server and hydration print the same. */
function useNowAfterMount(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return now;
}

// Main column and sidebar side by side on wide screens, the download panel on top of the sidebar;
// on narrow ones the download panel comes first (above the cover), and the sidebar's facts come
// before the rating and comments, which close the page.
const layout = {
  mt: 4,
  display: 'grid',
  columnGap: 4,
  rowGap: 5,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px', lg: 'minmax(0, 1fr) 360px' },
  gridTemplateAreas: { xs: '"get" "main" "aside" "bottom"', md: '"main aside" "bottom aside"' },
} as const;

interface Props {
  game: Game;
  /** Called on Download Game: the page counts it on the server. */
  onDownload: () => void;
}

/** The game page's content; it re-renders only when the game or the download handler changes. */
export const GameDetails = memo(function GameDetails({ game, onDownload }: Props) {
  usePageMeta(gamePageMeta(game));
  const { ready, starred, canUnstar, myRating, star, share } = useGameCommunity(game);
  // Unknown (still loading): everything shows; a foreign upstream's missing parts are hidden.
  const features = useQuery(CommunityFeaturesQuery).data?.communityFeatures;
  const now = useNowAfterMount();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const badges = gameBadges(
    { views: game.views, weightedRating: game.weightedRating ?? null, releaseDate: game.releaseDate },
    now,
  );

  // The page's canonical address, read when a dialog opens (never during the server render).
  const open = (kind: 'share' | 'report') =>
    setDialog({ kind, url: new URL(gameUrl(game.slug), window.location.origin).toString() });
  const close = () => setDialog(null);

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <GameHeader
        game={game}
        badges={badges}
        actions={
          <GameActions
            ready={ready}
            starred={starred}
            canUnstar={canUnstar}
            onStar={star}
            onShare={() => open('share')}
            onReport={features?.reports === false ? undefined : () => open('report')}
          />
        }
      />
      <Box sx={layout}>
        <GameContent game={game} onDownload={onDownload} />
        <Stack spacing={4} sx={{ gridArea: 'bottom', minWidth: 0 }}>
          {/* The notice speaks for the comments' form too; the comments themselves are for everyone. */}
          <RequireVerifiedEmail
            frame={(notice) => <GameSection title="Rating and Comments">{notice}</GameSection>}
          >
            {features?.ratings !== false && (
              <GameSection title="Your Rating">
                <RatingWidget gameId={game.id} title={game.title} myRating={myRating} />
              </GameSection>
            )}
          </RequireVerifiedEmail>
          <CommentsSection gameId={game.id} slug={game.slug} />
        </Stack>
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'share' && (
          <ShareDialog title={game.title} url={dialog.url} onClose={close} onShared={share} />
        )}
        {dialog?.kind === 'report' && (
          <ReportDialog gameId={game.id} gameTitle={game.title} pageUrl={dialog.url} onClose={close} />
        )}
      </Suspense>
    </Container>
  );
});
