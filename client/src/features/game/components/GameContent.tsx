import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { memo } from 'react';

import { responsiveImage } from '../../../lib/images.ts';
import type { GameDetails as Game } from '../gamePageMeta.ts';
import { ChangelogSection } from './ChangelogSection.tsx';
import { DownloadPanel } from './DownloadPanel.tsx';
import { GameCounters } from './GameCounters.tsx';
import { GameDownloads } from './GameDownloads.tsx';
import { GameSection, TextSection } from './GameSection.tsx';
import { GameSidebar } from './GameSidebar.tsx';
import { InfoTiles } from './InfoTiles.tsx';
import { ScreenshotGrid } from './ScreenshotGrid.tsx';
import { VideoSection } from './VideoSection.tsx';

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
  onDownload: () => void;
}

/**
 * The game's own content: the main column (cover, counters, facts, texts, media, downloads) and
 * the sidebar, in the page's grid. It depends on the game alone, so that what the page learns after
 * it shows (the visitor's star and rating, the date for the badges) does not render it again.
 */
export const GameContent = memo(function GameContent({ game, onDownload }: Props) {
  return (
    <>
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
        <GameCounters views={game.views} stars={game.stars} shares={game.shares} downloads={game.downloads} />
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
    </>
  );
});
