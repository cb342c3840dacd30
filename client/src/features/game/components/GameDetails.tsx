import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useState } from 'react';

import { lazyPagePart } from '../../../components/lazy/lazyPagePart.tsx';
import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { responsiveImage } from '../../../lib/images.ts';
import { RequireVerifiedEmail } from '../../account/components/RequireVerifiedEmail.tsx';
import type { GameDetails as Game } from '../gamePageMeta.ts';
import { gamePageMeta } from '../gamePageMeta.ts';
import { gameBadges } from '../lib/badges.ts';
import { CommunityFeaturesQuery } from '../queries.ts';
import { gameUrl } from '../urls.ts';
import { useGameCommunity } from '../useGameCommunity.ts';
import { ChangelogSection } from './ChangelogSection.tsx';
import { DownloadPanel } from './DownloadPanel.tsx';
import { GameActions } from './GameActions.tsx';
import { GameCounters } from './GameCounters.tsx';
import { GameDownloads } from './GameDownloads.tsx';
import { GameHeader } from './GameHeader.tsx';
import { GameSection, TextSection } from './GameSection.tsx';
import { GameSidebar } from './GameSidebar.tsx';
import { InfoTiles } from './InfoTiles.tsx';
import { ScreenshotGrid } from './ScreenshotGrid.tsx';
import { VideoSection } from './VideoSection.tsx';

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

// On narrow screens the column's two parts take their own grid areas; on wide ones they stack.
const asideColumn = {
  gridArea: 'aside',
  minWidth: 0,
  display: { xs: 'contents', md: 'flex' },
  flexDirection: 'column',
  gap: 2.5,
} as const;

interface Props {
  game: Game;
  /** Called on Download Game: the page counts it on the server. */
  onDownload: () => void;
}

export function GameDetails({ game, onDownload }: Props) {
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
        <Stack spacing={4} sx={{ gridArea: 'main', minWidth: 0 }}>
          {/* No Favorite heart here: the page's Star is the account's favorite (one action). */}
          <Box
            component="img"
            {...responsiveImage(
              game.imageUrl,
              '(min-width: 1200px) 760px, (min-width: 900px) 62vw, 94vw',
              1280,
            )}
            alt={`${game.title} cover`}
            width={1280}
            height={720}
            loading="eager"
            fetchPriority="high"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
          <GameCounters
            views={game.views}
            stars={game.stars}
            shares={game.shares}
            downloads={game.downloads}
          />
          <InfoTiles game={game} />
          <TextSection title="About This Game" text={game.description} />
          <ChangelogSection changelog={game.changelog} />
          <VideoSection
            heading="Trailer"
            url={game.trailerUrl}
            playLabel="Play trailer"
            title={`${game.title} trailer`}
            poster={game.imageUrl}
          />
          {game.screenshots.length > 0 && (
            <GameSection title="Screenshots">
              <ScreenshotGrid screenshots={game.screenshots} title={game.title} />
            </GameSection>
          )}
          <TextSection title="General Notes" text={game.generalNotes} />
          <VideoSection
            heading="Gameplay"
            url={game.gameplayUrl}
            playLabel="Play gameplay video"
            title={`${game.title} gameplay video`}
            poster={game.imageUrl}
          />
          <TextSection title="Installation Instructions" text={game.installationInstructions} />
          <GameDownloads
            downloadLink={game.downloadLink}
            steamfixUrl={game.steamfixUrl}
            onDownload={onDownload}
          />
        </Stack>
        <Box sx={asideColumn}>
          <Box sx={{ gridArea: 'get', minWidth: 0 }}>
            <DownloadPanel game={game} onDownload={onDownload} />
          </Box>
          <Box sx={{ gridArea: 'aside', minWidth: 0 }}>
            <GameSidebar game={game} />
          </Box>
        </Box>
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
}
