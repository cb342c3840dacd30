import { memo } from 'react';

import { responsiveImage } from '../../../lib/images.ts';
import type { GameDetails as Game } from '../gamePageMeta.ts';
import { ChangelogSection } from './ChangelogSection.tsx';
import { DownloadPanel } from './DownloadPanel.tsx';
import styles from './GameContent.module.css';
import { GameCounters } from './GameCounters.tsx';
import { GameDownloads } from './GameDownloads.tsx';
import { GameSection, TextSection } from './GameSection.tsx';
import { GameSidebar } from './GameSidebar.tsx';
import { InfoTiles } from './InfoTiles.tsx';
import { ScreenshotGrid } from './ScreenshotGrid.tsx';
import { VideoSection } from './VideoSection.tsx';

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
      <div className={styles.main}>
        {/* No Favorite heart here: the page's Star is the account's favorite (one action). */}
        <img
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
          className={styles.cover}
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
      </div>
      <div className={styles.aside}>
        <div className={styles.get}>
          <DownloadPanel game={game} onDownload={onDownload} />
        </div>
        <div className={styles.facts}>
          <GameSidebar game={game} />
        </div>
      </div>
    </>
  );
});
